// Centre d'aide, version française (imported by help.ts).
import type { InfoPage } from '../types.ts';

const ORDERS = 'Commandes et paiement';
const SHIPPING = 'Livraison et suivi';
const RETURNS = 'Retours et remboursements';
const PREORDERS = 'Préventes et pressages financés par les fans';
const BOX = 'La box de vinyles et les cadeaux';
const DIGITAL = 'Téléchargements';
const ACCOUNT = 'Votre compte';
const PRESSING = 'Presser votre propre disque';

export const helpPageFr: InfoPage = {
  title: 'Centre d’aide',
  description:
    'Toutes les réponses sur les commandes, le paiement, la livraison, les retours, les préventes, la box de vinyles, les cadeaux, les téléchargements et le pressage.',
  lead: 'Les questions qu’on nous pose le plus souvent, avec une réponse courte et un lien vers la bonne page. Vous ne trouvez pas la vôtre ? Écrivez-nous : quelqu’un de l’équipe vous répond, sous un jour ouvré pour une commande.',
  sections: [
    {
      id: 'payment-methods',
      group: ORDERS,
      heading: 'Comment puis-je payer ?',
      paragraphs: [
        'Par carte bancaire, sur une page de paiement sécurisée : vos coordonnées bancaires vont directement chez notre prestataire de paiement, jamais sur nos serveurs. Si vous enregistrez une carte, vous pouvez la consulter ou la supprimer à tout moment depuis votre compte.',
        'Vous payez exactement le total affiché dans votre panier avant de valider : les disques, la livraison et nos frais de service (6 % de la commande, plafonnés à 20 €), chacun sur sa ligne, TVA comprise quand elle s’applique.',
      ],
      cta: { label: 'Mes cartes enregistrées', href: '/my-account/cards' },
    },
    {
      id: 'currencies',
      group: ORDERS,
      heading: 'Dans quelles devises puis-je payer ?',
      paragraphs: [
        'En euros, dollars américains, livres sterling, dollars australiens et canadiens, wons coréens, yens, yuans et pesos philippins. Nous choisissons la devise d’après le pays depuis lequel vous nous rendez visite ; le menu des devises, en haut de chaque page, vous permet d’en changer quand vous voulez, et votre choix est gardé sur votre compte.',
      ],
    },
    {
      id: 'order-confirmation',
      group: ORDERS,
      heading: 'Où retrouver ma commande et sa facture ?',
      paragraphs: [
        'Un e-mail de confirmation vous parvient juste après le paiement. Toutes vos commandes, leur état et leurs factures sont dans votre compte, rubrique Mes commandes.',
      ],
      cta: { label: 'Mes commandes', href: '/my-account/orders' },
    },
    {
      id: 'shipping-cost',
      group: SHIPPING,
      heading: 'Combien coûte la livraison, et où livrez-vous ?',
      paragraphs: [
        'Nous livrons dans le monde entier depuis des entrepôts partenaires en France, aux États-Unis, au Royaume-Uni, en Allemagne, en Espagne, au Canada, en Australie et à Hong Kong. Chaque commande part de l’entrepôt le plus proche de chez vous qui a le stock : le colis voyage moins.',
        'Le prix dépend du poids du colis et de votre pays ; vous le voyez au centime près dans le panier, avant de payer. Les disques de projets expédiés ensemble partent dans un seul colis, avec une seule livraison à payer.',
      ],
    },
    {
      id: 'pickup-point',
      group: SHIPPING,
      heading: 'Puis-je me faire livrer en point relais ?',
      paragraphs: [
        'Oui, si un réseau de points relais dessert votre adresse : choisissez « point relais » au moment de commander, puis celui qui vous arrange. C’est souvent moins cher que la livraison à domicile, et vous retirez le colis quand vous voulez.',
      ],
    },
    {
      id: 'tracking',
      group: SHIPPING,
      heading: 'Comment suivre mon colis ?',
      paragraphs: [
        'Dès que votre colis quitte l’entrepôt, il reçoit un numéro de suivi : ouvrez la commande dans Mes commandes pour le suivre. Une prévente n’est expédiée qu’une fois le disque pressé ; la page du projet indique la date prévue.',
      ],
      cta: { label: 'Suivre une commande', href: '/my-account/orders' },
    },
    {
      id: 'change-of-mind',
      group: RETURNS,
      heading: 'Puis-je renvoyer un disque ?',
      paragraphs: [
        'Oui : vous avez 14 jours après la livraison pour changer d’avis, à condition qu’un disque vendu sous scellé le soit toujours. Écrivez-nous avec votre numéro de commande, puis renvoyez les articles dans les 14 jours. Notre page sur les retours précise qui paie le port et ce qui peut être renvoyé.',
      ],
      cta: { label: 'Retours et remboursements', href: '/return-and-refund-policy' },
    },
    {
      id: 'damaged-record',
      group: RETURNS,
      heading: 'Mon disque est arrivé abîmé ou défectueux : que faire ?',
      paragraphs: [
        'Toutes nos excuses. Envoyez-nous des photos du disque et du colis dans les 7 jours suivant la livraison, avec votre numéro de commande, via le formulaire de contact. Nous le remplaçons ou vous remboursons, et le renvoi ne vous coûte rien.',
      ],
      cta: { label: 'Nous contacter', href: '/contact' },
    },
    {
      id: 'refund-timing',
      group: RETURNS,
      heading: 'Quand verrai-je mon remboursement ?',
      paragraphs: [
        'Un remboursement revient toujours sur la carte utilisée pour payer. Une fois qu’il est émis, comptez 3 à 10 jours ouvrés pour qu’il apparaisse sur votre compte bancaire. Nous vous prévenons par e-mail quand il est lancé.',
      ],
    },
    {
      id: 'how-pre-orders-work',
      group: PREORDERS,
      heading: 'Comment fonctionne une prévente ?',
      paragraphs: [
        'Beaucoup de disques sur Spindle ne sont pressés qu’une fois assez de fans au rendez-vous. Vous payez en commandant ; la page du projet montre où il en est de son objectif et sa date de fin. Si l’objectif est atteint, le disque est pressé, l’artiste valide un test pressing, puis nous vous l’envoyons.',
      ],
      cta: { label: 'Comment ça marche', href: '/how-it-works' },
    },
    {
      id: 'project-fails',
      group: PREORDERS,
      heading: 'Et si un projet n’atteint pas son objectif ?',
      paragraphs: [
        'Rien n’est pressé et vous êtes remboursé en totalité, livraison et frais de service compris, dans les 14 jours suivant l’annonce. Vous n’avez aucune démarche à faire.',
      ],
    },
    {
      id: 'pre-order-delay',
      group: PREORDERS,
      heading: 'Pourquoi ma prévente prend-elle autant de temps ?',
      paragraphs: [
        'Presser un disque demande du temps : après la fin du projet viennent le test pressing, la validation de l’artiste, puis la fabrication et l’expédition. La page du projet indique la date d’expédition prévue. Si un disque part plus de 30 jours après la dernière date annoncée, vous pouvez l’annuler et être remboursé en totalité, tant qu’il n’a pas quitté l’entrepôt.',
      ],
    },
    {
      id: 'box-how',
      group: BOX,
      heading: 'Comment fonctionne la box de vinyles ?',
      paragraphs: [
        'Chaque mois, vous recevez un ou deux disques selon votre formule. Payez au mois, ou d’avance pour 1, 3, 6 ou 12 mois. Le prélèvement a lieu le 1er du mois et les disques partent dans la foulée.',
      ],
      cta: { label: 'Découvrir la box', href: '/vinyl-box' },
    },
    {
      id: 'box-pick',
      group: BOX,
      heading: 'Puis-je choisir mes disques ?',
      paragraphs: [
        'Oui. Chaque mois, faites votre choix dans la sélection du mois, depuis votre compte, avant le 1er. Un rappel vous est envoyé le 25. Sans choix de votre part, nous choisissons pour vous parmi les genres que vous aimez, et jamais un disque que vous avez déjà reçu.',
      ],
      cta: { label: 'Ma box', href: '/my-account/box' },
    },
    {
      id: 'box-gift',
      group: BOX,
      heading: 'Comment offrir une box, ou utiliser celle qu’on m’a offerte ?',
      paragraphs: [
        'Choisissez une box prépayée et cochez « cadeau » dans le panier : vous recevez un code à transmettre, et la box ne démarre qu’une fois ce code utilisé. Pour en profiter, connectez-vous, saisissez le code sur la page prévue à cet effet et indiquez où recevoir les disques. Les cadeaux que vous avez achetés sont listés dans votre compte.',
      ],
      cta: { label: 'Utiliser un code cadeau', href: '/box' },
    },
    {
      id: 'downloads',
      group: DIGITAL,
      heading: 'Où sont mes téléchargements ?',
      paragraphs: [
        'Quand un disque acheté existe aussi en version numérique, ses morceaux vous attendent dans votre compte, rubrique Numérique, dès la confirmation du paiement, avant même l’expédition du disque.',
        'Par sécurité, les liens de téléchargement ne durent qu’un temps : si l’un d’eux a expiré, rouvrez simplement la page pour en obtenir de nouveaux.',
      ],
      cta: { label: 'Mes téléchargements', href: '/my-account/digital' },
    },
    {
      id: 'password',
      group: ACCOUNT,
      heading: 'J’ai oublié mon mot de passe',
      paragraphs: [
        'Demandez un lien de réinitialisation : nous vous l’envoyons par e-mail et il vous permet de choisir un nouveau mot de passe. Rien reçu au bout de quelques minutes ? Jetez un œil dans vos indésirables.',
      ],
      cta: { label: 'Réinitialiser mon mot de passe', href: '/forgot-password' },
    },
    {
      id: 'account-settings',
      group: ACCOUNT,
      heading: 'Comment modifier mes informations, ma langue ou mes abonnements e-mail ?',
      paragraphs: [
        'Tout se passe dans Mon compte : votre nom, votre adresse e-mail, votre adresse de livraison, votre mot de passe, la langue de nos e-mails et les nouvelles que vous souhaitez recevoir. Les menus de langue et de devise, en haut de chaque page, changent le site immédiatement.',
      ],
      cta: { label: 'Mon compte', href: '/my-account' },
    },
    {
      id: 'digs',
      group: ACCOUNT,
      heading: 'Que sont les digs ?',
      paragraphs: [
        'Nos points de fidélité : chaque disque ou article acheté vous rapporte 10 digs. Votre solde et son historique sont visibles dans votre compte.',
      ],
      cta: { label: 'Mes digs', href: '/my-account/digs' },
    },
    {
      id: 'pressing-quote',
      group: PRESSING,
      heading: 'Combien coûte le pressage de mon disque ?',
      paragraphs: [
        'Notre outil de devis vous donne un prix complet en une minute : choisissez le format, le grammage, la couleur, la pochette et le nombre d’exemplaires, à partir de 100, et voyez ce que chaque option change au total. Le devis est gratuit et ne vous engage à rien.',
      ],
      cta: { label: 'Faire un devis', href: '/quote' },
    },
    {
      id: 'test-pressing',
      group: PRESSING,
      heading: 'Pourrai-je écouter mon disque avant la fabrication ?',
      paragraphs: [
        'Oui. Avant le moindre exemplaire, l’usine vous envoie des test pressings. Vous les écoutez chez vous et les validez, ou les refusez et nous corrigeons ce qui ne va pas. La fabrication ne démarre qu’avec votre feu vert.',
      ],
      cta: { label: 'Presser votre disque', href: '/pressing' },
    },
    {
      id: 'sell-on-spindle',
      group: PRESSING,
      heading: 'Puis-je vendre mon disque sur Spindle ?',
      paragraphs: [
        'Oui : créez un projet, fixez son prix et son objectif, et proposez-le en prévente à vos fans avant le pressage, ou vendez des disques que vous avez déjà. Nous nous chargeons du paiement, du stockage et des envois, et vos relevés détaillent chaque vente.',
      ],
      cta: { label: 'Créer votre projet', href: '/creation/vinyl' },
    },
  ],
  cta: { label: 'Contacter le service client', href: '/contact' },
};
