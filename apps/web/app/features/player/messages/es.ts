import type { Catalogue } from '../../../locales/en.ts';

export const playerEs: Catalogue['player'] = {
  label: 'Reproductor',
  nowPlaying: 'Reproduciendo',
  play: 'Reproducir',
  pause: 'Pausa',
  previous: 'Pista anterior',
  next: 'Pista siguiente',
  progress: 'Posición en la pista',
  position: '{{position}} de {{duration}}',
  volume: 'Volumen',
  trackNumber: 'Pista {{number}} de {{count}}',
  error: 'No se puede reproducir este fragmento.',
  playProject: 'Escuchar {{title}}',
  noPreview: 'No hay fragmento de {{title}} para escuchar',
  page: {
    tracklist: 'Lista de pistas',
    playAll: 'Escuchar el disco',
    playTrack: 'Escuchar {{title}}',
    pauseTrack: 'Pausar {{title}}',
    openProject: 'Ver el disco en Spindle',
    empty: 'Este disco aún no tiene fragmentos para escuchar.',
  },
};
