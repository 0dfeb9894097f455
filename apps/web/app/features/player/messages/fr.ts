import type { Catalogue } from '../../../locales/en.ts';

export const playerFr: Catalogue['player'] = {
  label: 'Lecteur',
  nowPlaying: 'En cours de lecture',
  play: 'Lecture',
  pause: 'Mettre en pause',
  previous: 'Titre précédent',
  next: 'Titre suivant',
  progress: 'Position dans le titre',
  position: '{{position}} sur {{duration}}',
  volume: 'Volume sonore',
  trackNumber: 'Titre {{number}} sur {{count}}',
  error: 'Cet extrait ne peut pas être lu.',
  playProject: 'Écouter {{title}}',
  noPreview: 'Aucun extrait de {{title}} à écouter',
  page: {
    tracklist: 'Liste des titres',
    playAll: 'Écouter le disque',
    playTrack: 'Écouter {{title}}',
    pauseTrack: 'Mettre {{title}} en pause',
    openProject: 'Voir le disque sur Spindle',
    empty: 'Ce disque n’a pas encore d’extrait à écouter.',
  },
};
