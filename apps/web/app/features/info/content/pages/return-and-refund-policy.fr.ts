// Politique de retour et de remboursement, version française (imported by return-and-refund-policy.ts).
import type { InfoPage } from '../types.ts';

export const returnPolicyPageFr: InfoPage = {
  title: 'Politique de retour et de remboursement',
  description:
    'Retourner un article à Spindle, signaler un disque abîmé ou défectueux, remboursement des préventes échouées, délais de remboursement et résiliation de la box.',
  lead: 'Nous voulons que chaque disque arrive bien plat, propre et conforme à sa description, et que tout reste simple quand ce n’est pas le cas. Cette page résume vos options en termes clairs ; le détail juridique figure aux articles 8 et 9 de nos conditions générales de vente.',
  sections: [
    {
      id: 'withdrawal-period',
      heading: 'Vous avez changé d’avis ? Vous avez 14 jours',
      paragraphs: [
        'En tant que consommateur, vous disposez de 14 jours à compter de la réception de votre commande pour changer d’avis, sans avoir à vous justifier. Si la commande arrive en plusieurs colis, les 14 jours courent à partir du dernier ; pour un abonnement à la box de vinyles, à partir de la première box.',
        'Les disques, CD et cassettes scellés ne peuvent être retournés à ce titre que si leur scellé est intact. Une fois un enregistrement scellé ouvert, le droit de rétractation ne s’applique plus : c’est la loi pour tous les enregistrements audio, pas une règle maison. Notre garantie pour les articles abîmés ou défectueux, elle, s’applique évidemment toujours.',
      ],
      bullets: [
        'Retournables : disques, CD et cassettes encore sous scellé ; disques livrés sans scellé, à l’état neuf ; merch non porté et accessoires non utilisés.',
        'Non retournables pour un simple changement d’avis : enregistrements scellés ouverts après la livraison, articles personnalisés, téléchargements commencés.',
      ],
    },
    {
      id: 'how-to-return',
      heading: 'Comment demander un retour',
      paragraphs: [
        'Les retours repartent chez le partenaire logistique qui a expédié votre commande : n’envoyez donc pas de colis à notre bureau parisien. Écrivez-nous d’abord, nous vous indiquerons où l’envoyer.',
      ],
      cta: { label: 'Demander un retour en ligne', href: '/refund' },
      bullets: [
        'Écrivez-nous dans les 14 jours suivant la livraison, via le formulaire de contact (« Ma commande ») ou à support@spindle.example, en indiquant votre numéro de commande et les articles à retourner. Le formulaire type de rétractation de nos conditions convient aussi.',
        'Nous vous répondons avec l’adresse de retour de l’entrepôt qui a expédié votre commande.',
        'Renvoyez les articles dans les 14 jours suivant votre message, bien protégés, avec un mot indiquant votre numéro de commande dans le colis.',
        'Conservez la preuve de dépôt et le numéro de suivi jusqu’à réception de votre remboursement.',
      ],
    },
    {
      id: 'condition-of-items',
      heading: 'État des articles retournés',
      paragraphs: [
        'Emballez les disques comme vous les avez reçus : dans leur pochette, debout entre deux cartons rigides, idéalement dans un carton d’expédition prévu pour les 33 tours. Un disque qui voyage seul dans une enveloppe matelassée arrive rarement plat.',
        'Vous pouvez examiner un article comme vous le feriez en magasin. S’il revient écouté, usé, abîmé ou incomplet parce qu’il a été manipulé au-delà, nous pouvons déduire la dépréciation de votre remboursement ; nous vous prévenons toujours avant, photos à l’appui.',
      ],
    },
    {
      id: 'damaged-or-defective',
      heading: 'Disques abîmés ou défectueux',
      paragraphs: [
        'Il arrive qu’un colis soit écrasé en route ou qu’un disque sorte de l’usine avec un défaut. La garantie légale de conformité vous couvre pendant deux ans après la livraison, et ces retours ne vous coûtent rien.',
        'Envoyez-nous des photos dans les 7 jours suivant la livraison, via le formulaire de contact ou à support@spindle.example, avec votre numéro de commande. Cela nous permet de nous retourner contre le transporteur et d’agir vite. Si vous remarquez un défaut plus tard, par exemple à la première écoute, écrivez-nous quand même : votre garantie légale s’applique toujours.',
        'Bon à savoir : un vinyle couleur ou splatter n’est jamais identique d’un exemplaire à l’autre, et un disque neuf peut légèrement crépiter à la première écoute. Ce ne sont pas des défauts. Un saut, un clic qui se répète ou un craquement fort et continu, si. Nous envoyons alors un exemplaire de remplacement sans frais dès qu’il est disponible ; si l’édition est épuisée, nous vous remboursons intégralement, frais de port compris.',
      ],
      bullets: [
        'Dommage pendant le transport : photos du colis, dehors et dedans, de la pochette et du disque.',
        'Disque voilé : une photo du disque posé à plat, prise de profil.',
        'Défaut de pressage : la face, le morceau et le moment où il survient et, si possible, une courte vidéo.',
        'Article erroné ou manquant : une photo de ce que vous avez reçu et du bordereau de livraison.',
      ],
    },
    {
      id: 'failed-projects',
      heading: 'Quand une prévente échoue',
      paragraphs: [
        'Si un projet n’atteint pas son objectif à la date de fin, rien n’est pressé. Vous n’avez rien à faire : nous remboursons intégralement chaque acheteur (article, frais de port et frais de service) sur son moyen de paiement d’origine dans les 14 jours suivant l’annonce, et vous prévenons par e-mail dès que le remboursement est parti.',
        'Si un projet est expédié plus de 30 jours après la dernière date annoncée, vous pouvez annuler l’article concerné et être intégralement remboursé, tant qu’il n’a pas quitté l’entrepôt. Si un artiste décide de lancer un projet qui a approché son objectif, vous pouvez annuler avant le début de la production.',
        'Une prévente réussie est une commande ferme mais, comme pour tout achat, vous gardez vos 14 jours pour changer d’avis à compter de la réception du disque.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Quand et comment vous êtes remboursé',
      paragraphs: [
        'Le remboursement couvre le prix des articles, les frais de port standard payés si vous retournez toute la commande, et la part correspondante des frais de service. Nous remboursons le montant exact, dans la devise de paiement ; si ce n’est pas celle de votre carte, le montant sur votre relevé bancaire peut légèrement différer. Les digs gagnés avec des articles remboursés sont retirés de votre compte.',
      ],
      facts: [
        {
          term: 'Changement d’avis',
          detail:
            'Sous 14 jours après votre demande ; nous pouvons attendre de recevoir les articles ou votre preuve d’envoi.',
        },
        {
          term: 'Article abîmé ou défectueux',
          detail:
            'En général sous 5 jours ouvrés après confirmation du problème, si aucun remplacement n’est disponible.',
        },
        { term: 'Projet échoué', detail: 'Automatiquement, sous 14 jours après l’annonce.' },
        {
          term: 'Moyen',
          detail: 'Sur le moyen de paiement utilisé. Jamais en bon d’achat, sauf si vous le demandez.',
        },
        {
          term: 'Délai bancaire',
          detail: 'Comptez 3 à 10 jours ouvrés pour voir le crédit apparaître sur votre compte.',
        },
      ],
    },
    {
      id: 'return-shipping',
      heading: 'Qui paie le retour ?',
      paragraphs: [
        'Hors UE, les droits et taxes d’importation payés à l’arrivée relèvent des douanes de votre pays ; nous vous fournissons les documents nécessaires pour en demander le remboursement lorsque c’est possible.',
      ],
      bullets: [
        'Changement d’avis : les frais de retour sont à votre charge. Choisissez un envoi suivi : nous ne pouvons rembourser que ce qui nous parvient.',
        'Article abîmé, défectueux, erroné ou manquant : c’est pour nous. Nous vous envoyons une étiquette prépayée ou remboursons vos frais sur justificatif.',
        'Colis refusé ou non retiré : une fois revenu chez nous, nous remboursons les articles, déduction faite des frais de port initiaux, sauf si vous préférez une réexpédition.',
      ],
    },
    {
      id: 'vinyl-box',
      heading: 'Résilier la box de vinyles',
      paragraphs: [
        'Box mensuelle : arrêtez-la quand vous voulez depuis votre compte. Arrêtée avant le 1er, elle n’est plus prélevée ; une box déjà payée pour le mois en cours est tout de même envoyée.',
        'Box prépayée (1, 3, 6 ou 12 mois) : vous pouvez l’arrêter à tout moment, et les box non encore expédiées sont remboursées au prorata du prix payé, sous 14 jours. Dans les 14 jours suivant la réception de votre première box, vous pouvez aussi vous rétracter de l’abonnement entier et renvoyer ce que vous avez reçu.',
        'Box cadeau : tant que le code n’a pas été activé, l’acheteur peut l’annuler dans les 14 jours suivant l’achat et être intégralement remboursé. Une fois activée, elle s’arrête comme une box prépayée, et tout remboursement revient à la personne qui a payé.',
      ],
      cta: { label: 'Gérer ma box', href: '/my-account/box' },
    },
  ],
  cta: { label: 'Contacter le service client', href: '/contact' },
};
