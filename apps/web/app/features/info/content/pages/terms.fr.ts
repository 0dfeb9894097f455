// Conditions générales de vente et d’utilisation, version française (imported by terms.ts).
import type { InfoPage } from '../types.ts';

export const termsPageFr: InfoPage = {
  title: 'Conditions générales de vente et d’utilisation',
  description:
    'Les conditions qui s’appliquent quand vous achetez sur Spindle ou y pressez votre musique : commandes, préventes, livraison, rétractation, garanties, données.',
  lead: 'Dernière mise à jour : 22 novembre 2026. Les présentes conditions régissent l’utilisation de Spindle et tous les achats qui y sont effectués. Merci de les lire avant de commander ou de créer un projet : passer commande ou ouvrir un compte vaut acceptation. Si vous achetez en tant que consommateur, rien dans ces conditions ne limite les droits que la loi vous accorde.',
  sections: [
    {
      id: 'parties',
      heading: '1. Qui sommes-nous et à qui s’appliquent ces conditions',
      paragraphs: [
        'Spindle est exploité par Spindle SAS, société immatriculée en France dont le siège social est à Paris (« Spindle », « nous »). Vous pouvez nous joindre via le formulaire de contact ou à hello@spindle.example. Nos numéros d’immatriculation et de TVA intracommunautaire figurent sur chaque facture.',
        'Spindle est à la fois une boutique en ligne et un service de fabrication. Ces conditions s’appliquent aux fans qui achètent disques, CD, cassettes, merch, accessoires et abonnements à la box de vinyles (« acheteurs », « vous »), ainsi qu’aux artistes, labels et autres ayants droit qui créent des projets, pressent des disques et les vendent via Spindle, y compris dans leur propre boutique sur Spindle (« artistes »). L’article 10 concerne plus particulièrement les artistes.',
        'Spindle est le vendeur de tous les produits de sa boutique, y compris les disques créés et prévendus par les artistes et ceux proposés dans la boutique d’un artiste ou d’un label : nous encaissons votre paiement, émettons votre facture, expédions votre commande et assurons le service après-vente.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Votre compte, vos digs et vos avis',
      paragraphs: [
        'Vous pouvez parcourir la boutique, écouter des extraits et remplir un panier sans compte. Pour suivre vos commandes et préventes, gérer un abonnement ou créer un projet, un compte est nécessaire ; il s’ouvre avec une adresse e-mail ou via Google, Facebook ou SoundCloud. Vous devez avoir au moins 18 ans ou disposer de l’autorisation d’un parent ou tuteur.',
        'Gardez votre mot de passe pour vous : ce qui est fait depuis votre compte est réputé fait par vous. Prévenez-nous sans attendre si vous pensez qu’un tiers l’utilise. Nous pouvons suspendre ou fermer un compte utilisé pour frauder, contourner les limites d’achat par client ou en violation grave des présentes conditions, après vous en avoir indiqué le motif, sauf si la loi l’interdit. Vous pouvez nous demander la fermeture de votre compte à tout moment.',
        'Chaque article acheté vous rapporte 10 digs, les points de fidélité de Spindle, visibles dans votre compte. Les digs n’ont aucune valeur monétaire, ne peuvent être ni échangés contre de l’argent ni cédés, et sont annulés pour les articles retournés ou remboursés.',
        'Environ 21 jours après l’expédition de votre commande, ou à sa livraison, nous vous invitons à donner votre avis. Seuls les acheteurs d’un produit peuvent le noter. Les avis sont vérifiés avant publication ; ils ne sont jamais rémunérés, les avis positifs comme négatifs sont publiés, et nous pouvons refuser un avis injurieux, hors sujet ou sans rapport avec le produit.',
      ],
    },
    {
      id: 'orders-and-prices',
      heading: '3. Commandes et prix',
      paragraphs: [
        'Chaque fiche produit présente les caractéristiques essentielles de l’article : format, nombre de disques, grammage, couleur, pochette, tirage et, pour les préventes, la période d’expédition prévue. Les photos de vinyles couleur sont indicatives : chaque disque couleur est unique, et de légères variations de teinte ou de motif ne constituent pas un défaut.',
        'Les prix sont affichés dans la devise de votre choix : euro, dollar américain, livre sterling, dollar australien, dollar canadien, won, yen, yuan ou peso philippin. Pour une livraison dans l’Union européenne, ils incluent la TVA au taux du pays de destination. Pour une livraison hors UE, la TVA européenne est déduite au moment du paiement ; les éventuels droits de douane et taxes perçus à l’arrivée dans votre pays restent à votre charge.',
        'Avant le paiement, le récapitulatif indique le prix de chaque article, les frais de port, les réductions éventuelles et nos frais de service de 6 % du total de la commande, plafonnés à 20 € ou leur équivalent dans votre devise, sur une ligne distincte. Le total affiché est celui que vous payez.',
        'Votre commande est passée lorsque vous la confirmez et la réglez. Nous vous envoyons alors un e-mail de confirmation qui la récapitule, et votre facture reste disponible dans votre compte. Nous pouvons refuser ou annuler une commande en cas d’erreur de prix manifeste, de suspicion de fraude, d’article limité par client ou non disponible dans votre pays ; toute somme versée est alors intégralement remboursée.',
      ],
    },
    {
      id: 'pre-orders-and-crowdfunding',
      heading: '4. Préventes et financement participatif',
      paragraphs: [
        'De nombreux disques sont vendus sur Spindle avant d’être pressés. Chaque projet concerné affiche un objectif (un nombre d’exemplaires à vendre), une date de fin et son avancement. Lorsque vous commandez en prévente, vous payez immédiatement le prix total.',
        'Tant que le projet n’a pas réussi, Spindle conserve les sommes versées par les acheteurs ; rien n’est reversé à l’artiste. Si l’objectif est atteint à la date de fin, le projet part en production et votre commande est confirmée. Dans le cas contraire, le projet échoue : rien n’est pressé et chaque acheteur est intégralement remboursé, frais de port et frais de service compris, sur son moyen de paiement d’origine, dans les 14 jours suivant l’annonce de l’échec. Si un artiste décide de presser un projet qui a approché son objectif, nous en informons les acheteurs, qui peuvent annuler et être intégralement remboursés jusqu’au lancement de la production.',
        'Les dates d’expédition des préventes sont des estimations données de bonne foi. Le planning des usines, un test pressing à corriger ou une pénurie de matières peuvent retarder la production ; nous publions des nouvelles sur la page du projet et prévenons les acheteurs par e-mail de tout retard important. Si votre disque n’est pas expédié dans les 30 jours suivant la dernière date annoncée, vous pouvez annuler l’article concerné et être intégralement remboursé, à condition qu’il n’ait pas été expédié à réception de votre demande.',
        'Une prévente est une vente à distance comme une autre : votre droit de rétractation (article 8) court à compter de la réception du disque.',
      ],
    },
    {
      id: 'payment',
      heading: '5. Paiement',
      paragraphs: [
        'Vous payez par carte bancaire ou par tout autre moyen proposé au moment du paiement. Les paiements sont traités par des prestataires de services de paiement agréés ; Spindle ne voit ni ne conserve jamais le numéro complet de votre carte. Votre banque peut vous demander une authentification forte. Une carte n’est enregistrée pour vos prochaines commandes que si vous le demandez, et vous pouvez la supprimer à tout moment depuis votre compte.',
        'Vous êtes débité dans la devise affichée au moment du paiement, lors de la commande, y compris pour les préventes. Si cette devise diffère de celle de votre carte, votre banque peut appliquer ses propres frais de change. Les abonnements mensuels à la box sont prélevés le 1er de chaque mois.',
        'Les codes promo s’appliquent dans les conditions indiquées avec eux (dates, produits, pays, montant minimum, usage unique par client). Un seul code peut être utilisé par commande.',
      ],
    },
    {
      id: 'delivery',
      heading: '6. Livraison',
      paragraphs: [
        'Nous livrons dans le monde entier, sauf dans les pays signalés comme indisponibles au moment du paiement. Les commandes partent de l’entrepôt de l’un de nos partenaires logistiques, en France, aux États-Unis, au Royaume-Uni, en Allemagne, en Espagne, au Canada, en Australie ou à Hong Kong, choisi parmi ceux qui détiennent le stock pour limiter le coût et la distance.',
        'Les frais de port dépendent du poids, de la destination et du mode choisi (standard, suivi ou point relais) et sont affichés avant le paiement. Les articles en stock quittent généralement l’entrepôt sous cinq jours ouvrés ; les préventes sont expédiées dès que le disque est prêt. Des articles de projets différents peuvent arriver dans des colis séparés, sauf s’ils sont regroupés pour l’expédition. Un lien de suivi apparaît dans votre compte dès que votre colis en dispose.',
        'Le risque de perte ou d’endommagement vous est transféré lorsque vous, ou une personne que vous désignez, prenez physiquement possession du colis. Si un colis nous revient parce que l’adresse était incomplète ou qu’il n’a pas été retiré, nous vous contactons pour le réexpédier à vos frais ou vous le rembourser, déduction faite des frais de port initiaux.',
      ],
    },
    {
      id: 'vinyl-box',
      heading: '7. Abonnement à la box de vinyles',
      paragraphs: [
        'La box de vinyles vous apporte un ou deux disques par mois, selon la formule choisie. Vous pouvez payer au mois, avec un prélèvement le 1er de chaque mois jusqu’à l’arrêt, ou prépayer 1, 3, 6 ou 12 mois. Les prix s’entendent TVA comprise ; les frais de port sont ajoutés à chaque box selon son poids.',
        'Chaque mois, vous choisissez vos disques dans la sélection du mois ; nous vous le rappelons vers le 25. Si vous n’avez pas choisi à la date limite, nous choisissons pour vous selon vos genres préférés, sans jamais vous envoyer un disque déjà reçu dans votre box.',
        'Un abonnement mensuel peut être arrêté à tout moment depuis votre compte ; arrêté avant le 1er, le mois suivant n’est pas prélevé. Un abonnement prépayé court jusqu’à sa dernière box ; si vous l’arrêtez plus tôt, les box non encore expédiées sont remboursées au prorata du prix payé. Une box offerte démarre lorsque son destinataire active le code cadeau. Votre délai de rétractation court à compter de la réception de la première box.',
      ],
    },
    {
      id: 'right-of-withdrawal',
      heading: '8. Droit de rétractation',
      paragraphs: [
        'Si vous êtes consommateur, vous pouvez vous rétracter sans avoir à vous justifier dans un délai de 14 jours à compter de la réception des biens par vous ou par une personne que vous désignez. Si une même commande arrive en plusieurs colis, le délai court à compter de la réception du dernier.',
        'Pour vous rétracter, informez-nous avant la fin du délai par une déclaration dénuée d’ambiguïté, via le formulaire de contact, par e-mail à support@spindle.example ou avec le formulaire type ci-dessous, puis renvoyez les articles dans les 14 jours. Nous remboursons tous les paiements reçus pour les articles retournés, y compris les frais de livraison standard et la part correspondante des frais de service, dans les 14 jours suivant la réception de votre décision ; nous pouvons différer le remboursement jusqu’à la récupération des articles ou la preuve de leur expédition. Le remboursement se fait avec le moyen de paiement utilisé. Les frais directs de renvoi restent à votre charge.',
        'Le droit de rétractation ne s’applique pas aux enregistrements audio ou vidéo scellés (disques, CD, cassettes) descellés après la livraison, aux biens confectionnés selon vos spécifications ou nettement personnalisés, ni aux contenus numériques dont vous avez commencé le téléchargement ou l’écoute après avoir expressément renoncé à ce droit. Les disques livrés sans scellé peuvent être retournés, mais votre responsabilité peut être engagée en cas de dépréciation résultant de manipulations autres que celles nécessaires pour les examiner, comme une écoute.',
        'Formulaire type de rétractation (à compléter et renvoyer uniquement si vous souhaitez vous rétracter). À l’attention de Spindle SAS, Paris, France, support@spindle.example. Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous : […]. Commandé le […] / reçu le […]. Numéro de commande : […]. Nom : […]. Adresse : […]. Signature (uniquement en cas d’envoi sur papier). Date : […].',
      ],
    },
    {
      id: 'warranties',
      heading: '9. Garanties légales',
      paragraphs: [
        'Que vous vous rétractiez ou non, vous bénéficiez de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil).',
        'Au titre de la garantie de conformité, vous disposez de deux ans à compter de la livraison pour signaler un défaut de conformité : disque voilé ou cassé, défaut de pressage, article manquant ou erroné. Un défaut apparu dans ces deux ans est présumé exister au moment de la livraison. Vous pouvez demander le remplacement ou la réparation du bien sans frais ; si c’est impossible, par exemple pour une édition limitée épuisée, vous avez droit à une réduction du prix ou à un remboursement intégral.',
        'Merci d’envoyer des photos de tout dommage sur le colis ou le disque dans les 7 jours suivant la livraison : cela nous aide à agir contre le transporteur et à vous répondre vite. Ce délai ne réduit en rien vos droits légaux.',
        'Les caractéristiques normales du vinyle ne sont pas des défauts en soi : un léger bruit de surface entre les morceaux, ou le motif unique de chaque disque couleur, marbré ou splatter.',
      ],
    },
    {
      id: 'artists-and-labels',
      heading: '10. Artistes et labels',
      paragraphs: [
        'En créant un projet, vous garantissez détenir ou avoir obtenu tous les droits nécessaires à sa reproduction et à sa vente : enregistrements, compositions et paroles, visuels, photographies, noms et logos, avec l’accord de chaque coayant droit et les licences requises pour toute reprise ou tout sample.',
        'Les droits de reproduction mécanique doivent être réglés avant le pressage, auprès de la société de gestion collective concernée (en France, la SACEM-SDRM) ou directement auprès des éditeurs. Nous pouvons effectuer la déclaration pour vous, moyennant le forfait indiqué dans votre devis ; les droits dus restent à votre charge sauf mention contraire du devis. Un projet dont les droits ne sont pas réglés n’est pas pressé.',
        'Chaque projet est vérifié avant sa mise en vente. Nous pouvons refuser ou retirer un projet dont le contenu est illicite, porte atteinte aux droits d’autrui ou incite à la haine ou à la violence, et nous vous en indiquons toujours le motif. Vous validez le test pressing avant le pressage du tirage ; une fois validé, le tirage est fabriqué conformément à ce test.',
        'Spindle perçoit une commission de 25 % du prix hors taxes de chaque article vendu, sauf accord écrit contraire. Vos revenus et vos coûts (fabrication, droits mécaniques, expédition, et stockage à 0,10 € par disque et par mois dès 10 exemplaires en stock) figurent sur un relevé mensuel émis le 28, téléchargeable en PDF ou en tableur, et sont versés sur le compte bancaire enregistré dans votre espace.',
        'Vous concédez à Spindle, pendant toute la durée de mise en vente de votre projet, une licence gratuite, non exclusive et mondiale pour reproduire vos visuels, textes et extraits audio sur le site, dans nos newsletters et sur les réseaux sociaux afin d’en assurer la promotion. Toute modification des présentes conditions concernant les artistes vous est notifiée au moins 15 jours à l’avance.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '11. Propriété intellectuelle',
      paragraphs: [
        'Le nom et le logo Spindle, ainsi que le design, les textes, les logiciels et les photographies du site, appartiennent à Spindle ou à ses concédants. La musique, les visuels et les noms présentés sur les pages projet appartiennent à leurs artistes, labels et ayants droit. Toute copie, extraction ou réutilisation sans autorisation est interdite, au-delà de la consultation et de l’écoute à titre privé.',
        'Les extraits sont destinés à l’écoute sur Spindle uniquement. Les téléchargements fournis avec un disque sont réservés à votre usage privé et ne peuvent être partagés, revendus ou mis en ligne ailleurs.',
        'Ce que vous publiez (avis, commentaires, photo de profil) vous appartient ; vous autorisez Spindle à l’afficher sur le site tant qu’il y est en ligne, et vous garantissez qu’il ne porte atteinte aux droits de personne. Si vous estimez qu’un contenu de Spindle viole vos droits ou la loi, écrivez à hello@spindle.example en précisant la page et le motif : nous le traiterons rapidement.',
      ],
    },
    {
      id: 'liability',
      heading: '12. Responsabilité',
      paragraphs: [
        'Spindle est responsable de la bonne exécution de votre commande, en plus des garanties légales ci-dessus. Notre responsabilité ne peut être engagée lorsque l’inexécution est due à votre fait, au fait imprévisible et insurmontable d’un tiers ou à un cas de force majeure au sens de l’article 1218 du Code civil.',
        'Rien dans ces conditions ne limite notre responsabilité en cas de décès ou de dommage corporel, de fraude ou de faute lourde, ni lorsque la loi ne le permet pas. À l’égard des artistes et des autres utilisateurs professionnels, notre responsabilité est limitée aux dommages directs et, pour chaque projet, aux sommes versées à Spindle pour ce projet au cours des douze derniers mois.',
        'Nous faisons notre possible pour que le site reste accessible, mais il peut être interrompu pour maintenance ou pour des raisons indépendantes de notre volonté.',
      ],
    },
    {
      id: 'personal-data',
      heading: '13. Données personnelles',
      paragraphs: [
        'Spindle SAS est responsable du traitement des données personnelles utilisées pour gérer votre compte, vos commandes, vos abonnements et vos projets, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.',
        'Nous utilisons vos données pour traiter et livrer les commandes, encaisser les paiements, assurer le service après-vente, prévenir la fraude, respecter nos obligations comptables et fiscales et, si vous l’avez accepté, vous envoyer notre newsletter. Elles ne sont partagées qu’en cas de besoin avec nos prestataires de paiement, partenaires logistiques et transporteurs, ainsi qu’avec l’artiste ou le label d’un projet que vous soutenez, qui reçoit ce qui lui est nécessaire pour suivre ses commandes. Nous ne vendons jamais vos données.',
        'Les pièces comptables sont conservées dix ans, comme l’exige la loi ; les données de compte jusqu’à la fermeture de celui-ci ; les données utilisées à des fins marketing trois ans après votre dernière activité. Lorsqu’un prestataire est situé hors de l’UE, le transfert est encadré par des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.',
        'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité, d’un droit d’opposition et du droit de retirer votre consentement à tout moment : écrivez à privacy@spindle.example. Vous pouvez aussi introduire une réclamation auprès de la CNIL (www.cnil.fr).',
      ],
    },
    {
      id: 'governing-law',
      heading: '14. Droit applicable et litiges',
      paragraphs: [
        'Les présentes conditions sont soumises au droit français. Si vous êtes un consommateur résidant dans un autre pays, vous conservez en outre la protection des dispositions impératives de la loi de votre pays. Ces conditions existent en cinq langues ; en cas de divergence, la version française prévaut.',
        'En cas de problème, écrivez-nous d’abord : la plupart des difficultés se règlent en quelques jours. À défaut d’accord, vous pouvez recourir gratuitement à un médiateur de la consommation, conformément aux articles L611-1 et suivants du Code de la consommation ; nous vous communiquons ses coordonnées avec notre réponse définitive à votre réclamation.',
        'La plateforme européenne de règlement en ligne des litiges (RLL) de la Commission européenne a fermé le 20 juillet 2025. Si vous résidez dans un autre pays de l’UE, le Centre européen des consommateurs de votre pays peut vous aider gratuitement en cas de litige transfrontalier.',
        'À défaut de solution amiable, le litige peut être porté devant les juridictions françaises compétentes ou, si vous êtes consommateur, devant celles de votre lieu de résidence. Les litiges avec les utilisateurs professionnels relèvent de la compétence des tribunaux de Paris. Nous pouvons mettre à jour ces conditions ; la version applicable à une commande est celle en vigueur le jour où elle est passée.',
      ],
    },
  ],
  cta: { label: 'Nous contacter', href: '/contact' },
};
