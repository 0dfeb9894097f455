// Le blog Spindle, version française (imported by blog.ts). Slugs identical to the English ones.
import type { InfoPage } from '../types.ts';

export const blogPageFr: InfoPage = {
  title: 'Le blog Spindle',
  description:
    'Nouvelles de l’usine et du disquaire : fabrication d’un vinyle, 140 g ou 180 g, vinyle couleur, entretien des disques, pressage écologique et préventes.',
  lead: 'Des réponses franches aux questions qu’on nous pose chaque jour, au comptoir comme chez les artistes qui préparent leur premier pressage. Pas de discours marketing : juste la façon dont les disques sont fabriqués, vendus et entretenus.',
  sections: [
    {
      id: 'topics',
      heading: 'De quoi nous parlons',
      paragraphs: [
        'La plupart de nos articles partent d’une vraie question : un client qui se demande pourquoi deux exemplaires du même vinyle couleur ne se ressemblent pas, un groupe qui hésite à payer plus cher pour du 180 g. Nous y répondons avec ce que nous voyons chaque semaine dans les usines et à l’entrepôt.',
      ],
      bullets: [
        'La fabrication des disques, du master à la pochette.',
        'Guides d’achat et entretien des vinyles.',
        'Préventes, financement participatif et économie d’une sortie.',
        'Des façons plus sobres de presser et d’expédier.',
      ],
    },
    {
      id: 'write-for-us',
      heading: 'Une histoire à nous raconter ?',
      paragraphs: [
        'Artistes, labels, ingénieurs du son et disquaires qui ont quelque chose à transmettre sont les bienvenus. Envoyez une courte proposition à press@spindle.example : le sujet que vous aimeriez traiter et pourquoi il compte pour celles et ceux qui achètent des disques.',
      ],
    },
  ],
  cta: { label: 'Recevoir les nouveaux articles par e-mail', href: '/newsletter' },
  posts: [
    {
      slug: 'how-pre-orders-protect-artists',
      publishedOn: '2026-10-06',
      title: 'Comment la prévente protège les artistes (et les fans)',
      summary:
        'Presser un disque, c’était payer des centaines d’exemplaires et espérer les vendre. La prévente renverse la logique. Voici comment, et comment bien la mener.',
      paragraphs: [
        'Pendant des décennies, sortir un vinyle revenait à faire un pari. L’artiste ou le petit label payait tout le tirage d’avance, souvent plusieurs milliers d’euros, attendait des mois que l’usine livre, puis tentait d’écouler trois cents exemplaires via son site, un stand de merch et quelques disquaires amis. Quand le pari était perdu, les disques restaient dans des cartons sous le lit, et l’argent avec eux.',
        'La prévente inverse l’ordre des choses. Le projet ouvre avec un objectif, le nombre d’exemplaires à partir duquel le pressage a du sens, et une date de fin. Les fans paient leur exemplaire tout de suite, la jauge avance, et rien n’est pressé tant que l’objectif n’est pas atteint. S’il l’est, la fabrication est financée par les ventes. Sinon, chaque acheteur est intégralement remboursé et l’artiste n’a perdu que quelques semaines.',
        'Les fans aussi sont protégés. Sur Spindle, l’argent d’une prévente est conservé jusqu’à la réussite du projet ; il n’est pas versé à l’artiste entre-temps. L’objectif, la date de fin et l’avancement sont publics, et si un disque part bien plus tard qu’annoncé, les acheteurs peuvent annuler et être remboursés. Soutenir un groupe inconnu devient un petit risque maîtrisé, pas un acte de foi.',
        'La prévente dit aussi combien de disques fabriquer. Beaucoup d’artistes surestiment ; certains sous-estiment et sont en rupture en une journée. Voir arriver de vraies commandes permet de dimensionner le tirage sur la demande, avec une petite marge pour les disquaires et les retardataires, au lieu de deviner. C’est aussi le choix le plus écologique qui soit : le disque qu’on ne presse pas pour personne.',
        'Quelques habitudes font réussir une campagne. Fixez un objectif atteignable avec le public que vous avez déjà, pas celui que vous espérez. Quatre à six semaines suffisent en général pour créer un élan sans l’essouffler. Donnez une raison de commander maintenant : une couleur exclusive, un insert signé, un premier pressage qui ne reviendra pas. Et parlez à vos acheteurs : nous relançons vos abonnés trois jours avant la fin, mais rien ne vaut un message de votre part.',
      ],
    },
    {
      slug: 'eco-pressing-what-really-changes',
      publishedOn: '2026-04-21',
      title: 'Pressage écologique : ce qui change vraiment',
      summary:
        'PVC recyclé, matières biosourcées, pas de film plastique : ce que chaque option verte change à votre disque et à son empreinte, et ce qu’elle ne change pas.',
      paragraphs: [
        'Un vinyle est fait de PVC, un plastique issu essentiellement du pétrole, pressé dans des moules chauffés à la vapeur et emballé dans du carton et, souvent, encore du plastique. Le disque sans impact n’existe pas. Il existe en revanche des choix qui font une vraie différence, et d’autres qui servent surtout à coller un joli sticker.',
        'Le plus important n’est pas une matière : c’est de ne presser que ce qui sera vendu. Les invendus sont le gaspillage silencieux de l’industrie, des cartons stockés pendant des années puis broyés ou mis au pilon. Calibrer le tirage sur les préventes plutôt que sur l’optimisme économise souvent plus de plastique que n’importe quel changement de matière.',
        'Vient ensuite le vinyle lui-même. Le PVC recyclé provient des chutes et des disques rejetés de l’usine, broyés et refondus ; il sonne aussi bien que du PVC neuf, mais sa couleur est imprévisible, d’où un pressage en noir ou en « mix éco » où chaque exemplaire diffère. Le PVC biosourcé par bilan massique est fabriqué en partie à partir de matières renouvelables ou de déchets, attribuées à votre commande selon un système certifié. Il a exactement l’aspect et le son du PVC standard. Toutes les usines ne proposent pas les deux : nous vous confirmons par écrit la matière utilisée avant votre engagement.',
        'C’est côté emballage que les gains sont les plus simples. Pochettes en carton recyclé ou certifié FSC, sous-pochettes en papier plutôt que doublées de plastique, et pas de film rétractable : un sticker ou une bande imprimée protège assez la pochette pour la plupart des sorties, et le film est une cause fréquente de disques voilés. Mettez paroles et crédits en ligne plutôt que sur un insert de plus, et le colis s’allège aussi.',
        'Restent l’énergie et le transport. Chaque devis Spindle affiche l’énergie nécessaire au pressage de vos disques sur une ligne à part, pour qu’elle ne se cache jamais dans le prix. Le stock peut être réparti chez des partenaires logistiques en Europe, en Amérique du Nord et en Asie-Pacifique : un fan à Sydney reçoit un colis parti d’Australie, pas de Paris. Ce que nous ne ferons pas, c’est qualifier votre disque de « neutre en carbone » : une option écologique est une réduction, pas un blanc-seing, et nous préférons vous dire exactement ce qu’elle change.',
      ],
    },
    {
      slug: 'how-to-care-for-your-records',
      publishedOn: '2025-12-02',
      title: 'Bien entretenir ses disques',
      summary:
        'Manipulation, rangement, nettoyage et diamant : les gestes simples qui gardent un disque comme neuf pendant des décennies.',
      paragraphs: [
        'Un disque bien traité survivra à son propriétaire. Un disque négligé peut être fichu en un été. Bonne nouvelle : prendre soin de ses vinyles demande quelques gestes simples, pas du matériel hors de prix.',
        'Tenez un disque par la tranche et par l’étiquette, jamais par les sillons : le gras des doigts attire la poussière et laisse des traces que le diamant retrouvera. Remettez-le dans sa sous-pochette dès la face terminée, ouverture vers le haut de la pochette, pour qu’il ne glisse pas quand vous reprenez le disque.',
        'Rangez vos disques debout, comme des livres, assez serrés pour qu’ils tiennent droits mais pas au point d’avoir du mal à les sortir. Ne les empilez jamais à plat longtemps, et tenez-les loin des radiateurs, des fenêtres en plein soleil et des coffres de voiture : la chaleur voile le vinyle. Si un disque neuf arrive sous film, fendez-le le long de l’ouverture ou retirez-le : il se rétracte avec le temps et peut courber la pochette et le disque.',
        'Passez une brosse en fibre de carbone sur chaque face avant l’écoute, en suivant les sillons pendant que le disque tourne. Pour un nettoyage en profondeur, utilisez un liquide prévu pour les vinyles et un chiffon microfibre, ou une machine si votre collection est grande, et laissez sécher complètement avant de ranger le disque. Évitez les produits ménagers, qui laissent des résidus dans les sillons.',
        'Prenez soin du diamant : c’est la seule chose qui touche le disque. Brossez-le doucement d’arrière en avant avec une brosse adaptée, réglez la force d’appui recommandée par le fabricant de la cellule et remplacez le diamant quand il s’use, en général après plusieurs centaines d’heures d’écoute. Un diamant usé ou sale abîme les disques bien plus vite que la poussière.',
      ],
    },
    {
      slug: 'coloured-vinyl-explained',
      publishedOn: '2025-09-16',
      title: 'Le vinyle couleur expliqué',
      summary:
        'Pourquoi le noir est la norme, comment naissent les effets splatter et marbré, si la couleur change le son, et pourquoi deux exemplaires ne se ressemblent jamais.',
      paragraphs: [
        'Le PVC brut n’est pas noir. Les usines y ajoutent un pigment, le noir de carbone, pour obtenir l’aspect classique, ce qui aide aussi à masquer de petites imperfections et rend la matière un peu plus homogène. Toute autre couleur s’obtient de la même façon, en mélangeant un pigment à du PVC transparent ou blanc avant le pressage.',
        'Les couleurs unies et translucides sont les plus simples : une matière, une couleur. Les effets, eux, se créent à la presse. Pour un splatter, on parsème de petites billes d’une seconde couleur sur la galette de vinyle chaude juste avant qu’elle soit pressée ; pour un marbré, on introduit deux couleurs ou plus qui se mélangent en fondant. Comme ces étapes relèvent en partie de la main et du hasard, aucun exemplaire n’est identique, et c’est tout leur charme.',
        'La couleur change-t-elle le son ? Avec les matières d’aujourd’hui, très peu. Un disque couleur bien masterisé et bien pressé sonne aussi bien qu’un noir. Les effets peuvent ajouter un léger bruit de surface là où les couleurs se rencontrent, et les picture discs, qui pressent une image imprimée sous une couche transparente, sont plus bruyants. Pour une musique très calme ou très dynamique, le noir ou une couleur unie reste le choix le plus sûr.',
        'La couleur change en revanche le coût et le planning. L’usine doit purger l’extrudeuse entre deux couleurs, les disques à effets sont plus longs à presser et génèrent plus de rebuts, et certaines teintes sont difficiles à reproduire exactement. C’est pourquoi les éditions couleur coûtent un peu plus cher, et pourquoi la photo d’une page projet est toujours indicative.',
        'Pour les artistes, une variante couleur est l’une des meilleures façons de récompenser les premiers acheteurs : une couleur limitée pour la prévente, du noir pour les disquaires ensuite. Notre configurateur affiche ce que chaque couleur et chaque effet ajoute au prix avant que vous ne choisissiez.',
      ],
    },
    {
      slug: '140g-vs-180g-vinyl',
      publishedOn: '2025-06-10',
      title: '140 g ou 180 g : un vinyle plus lourd sonne-t-il mieux ?',
      summary:
        'Un disque plus lourd inspire confiance, mais ces 40 grammes changent-ils le son ? Ce que fait vraiment le grammage, et comment choisir pour votre sortie.',
      paragraphs: [
        'La plupart des disques neufs pèsent 140 ou 180 grammes. Les plus lourds sont souvent vendus comme « audiophiles », et beaucoup d’acheteurs pensent qu’ils sonnent mieux. La réalité est moins spectaculaire, mais plus utile à connaître.',
        'Les sillons sont les mêmes. La musique est gravée à la même profondeur, avec la même largeur, quel que soit le poids du disque ; un disque plus lourd a simplement plus de vinyle autour. Ce que le poids apporte, c’est de la rigidité. Un 180 g est plus raide, repose plus à plat sur le plateau, résiste mieux au voilage et paraît plus solide en main. Sur une platine au plateau léger, cela peut réduire certaines vibrations.',
        'Ce qui décide du son, c’est bien davantage tout ce qui se passe en amont : un bon master pensé pour le vinyle, une gravure soignée, des matrices propres, une presse bien réglée et des faces de durée raisonnable. Un excellent pressage en 140 g battra toujours un 180 g médiocre. C’est pour cela que nous demandons un test pressing pour chaque projet, quel que soit son grammage.',
        'Le poids a un coût. Un 180 g consomme plus de PVC, refroidit un peu plus longtemps dans la presse et coûte plus cher à expédier : un double album en pochette ouvrante peut faire passer un colis dans la tranche de poids supérieure. Bon à savoir au moment de fixer le prix que paieront vos fans.',
        'Notre conseil : choisissez le 140 g pour la plupart des sorties, surtout les singles, les EP et les albums vendus à un prix doux. Optez pour le 180 g quand votre public l’attend, pour une édition de luxe ou une réédition, ou simplement quand vous voulez que le disque soit un objet qu’on garde. Dans tous les cas, votre devis montre la différence ligne par ligne.',
      ],
    },
    {
      slug: 'how-a-record-is-pressed',
      publishedOn: '2025-03-04',
      title: 'Comment on presse un disque',
      summary:
        'Du fichier master à la pochette sous film : gravure, galvanoplastie, pressage et test pressing, étape par étape.',
      paragraphs: [
        'Tout disque commence par un master : le mix final, préparé pour le vinyle par un ingénieur de mastering qui maîtrise les basses, les sifflantes et la durée de chaque face. Le vinyle a des limites physiques que le streaming ignore. Plus une face est longue, plus les sillons doivent être étroits et la gravure douce : un album est donc souvent découpé et ordonné en tenant compte de ces limites.',
        'Le master est ensuite gravé sur un disque, au tour de gravure. En gravure sur laque, un burin chauffé creuse le sillon dans un disque d’aluminium recouvert de laque tendre. En DMM (Direct Metal Mastering), il grave directement une plaque cuivrée, ce qui économise une étape par la suite et donnerait, dit-on, un son un peu plus brillant et plus silencieux. Les deux techniques sont excellentes ; le choix dépend de la musique et de l’usine.',
        'Vient la galvanoplastie. Le disque gravé est métallisé puis plongé dans un bain pour obtenir une copie négative, le père. À partir de lui, l’usine fait croître un positif, la mère, puis à partir de la mère les matrices : les plaques de métal, une par face, qui donneront sa forme à chaque exemplaire. Comme une mère peut produire plusieurs jeux de matrices, un seul master peut alimenter un long tirage.',
        'À la presse, des granulés de PVC sont fondus en une galette chaude, les deux étiquettes sont placées dessus et dessous, et la presse referme les matrices sur la galette avec une force de plusieurs tonnes pendant que la vapeur chauffe les moules. De l’eau froide fige ensuite le vinyle, le bord excédentaire est ébarbé et un nouveau disque sort, environ toutes les trente secondes. Les opérateurs contrôlent des exemplaires à l’œil et à l’oreille tout au long du tirage.',
        'Avant tout cela, l’usine presse quelques test pressings. L’artiste les écoute chez lui, sur une platine ordinaire, et les valide ou demande des corrections. Ce n’est qu’ensuite que le tirage complet est pressé, mis sous pochette, emballé et envoyé à nos partenaires logistiques, puis jusqu’à vous.',
      ],
    },
  ],
};
