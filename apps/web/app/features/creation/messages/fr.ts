import type { Catalogue } from '../../../locales/en.ts';

export const creationFr: Catalogue['creation'] = {
  vinyl: {
    title: 'Créez votre projet vinyle',
    lead: 'Donnez un nom à votre disque. Vous pourrez ensuite ajouter le visuel, les titres, le prix et les dates, puis l’envoyer à notre équipe pour vérification.',
  },
  digital: {
    title: 'Créez votre sortie numérique',
    lead: 'Vendez votre musique en téléchargement. Nommez la sortie, puis ajoutez le visuel et les titres.',
  },
  fromQuote: 'D’après votre devis :',
  quoteSummary: '{{quantity}} exemplaires, {{format}}" {{weight}} g, {{colour}}',
  fields: {
    name: 'Titre du projet',
    artistName: 'Nom de l’artiste',
    saleType: 'Comment voulez-vous le vendre ?',
    owner: 'Publié par',
    ownerSelf: 'Moi-même ({{name}})',
    ownerArtist: '{{name}} (page artiste)',
    ownerLabel: '{{name}} (maison de disques)',
  },
  saleTypes: {
    funding: {
      title: 'Précommande (financement participatif)',
      text: 'Pressé dès que suffisamment d’exemplaires sont précommandés.',
    },
    limited_edition: { title: 'Édition limitée', text: 'Un nombre fixe d’exemplaires, vendus jusqu’à épuisement.' },
    direct_pressing: { title: 'Pressage direct', text: 'Nous pressons les disques et vous les livrons.' },
    test_pressing: { title: 'Pressage test', text: 'Quelques exemplaires de test avant le vrai tirage.' },
    deposit_sales: { title: 'Dépôt-vente', text: 'Vous nous envoyez vos disques existants ; nous les vendons.' },
    stock: { title: 'En stock', text: 'Des disques prêts à partir de notre entrepôt.' },
  },
  submit: 'Créer le projet',
  creating: 'Création…',
  errors: {
    input_required: 'Veuillez remplir ce champ.',
    input_too_long: 'C’est trop long.',
    input_invalid_choice: 'Choisissez l’une des options.',
    input_invalid: 'Veuillez vérifier cette valeur.',
    owner_invalid: 'Vous ne pouvez pas créer de projet pour cet artiste ou ce label.',
    quote_option_unavailable: 'Une option du devis n’est plus proposée. Modifiez-la dans le configurateur.',
    request_failed: 'Le projet n’a pas pu être créé. Veuillez réessayer.',
  },
};
