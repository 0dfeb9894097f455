import type { Catalogue } from '../../../locales/en.ts';

export const searchKr: Catalogue['search'] = {
  label: '스토어 검색',
  placeholder: '아티스트, 음반, 레이블',
  open: '검색 열기',
  submit: '검색',
  tabs: '검색 범위',
  tab: {
    projects: '발매작',
    artists: '아티스트',
    labels: '레이블',
  },
  results: '검색 결과',
  searching: '검색 중…',
  no_result: '“{{text}}”에 대한 결과가 없습니다',
  resultCount_one: '결과 {{count}}개',
  resultCount_other: '결과 {{count}}개',
  failed: '검색이 응답하지 않습니다. 잠시 후 다시 시도해 주세요.',
};
