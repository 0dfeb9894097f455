// 직원용 박스 셀렉션 페이지 (/admin/box, features/admin/box).
import type { adminBoxEn } from './en.ts';

type Shape<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const adminBoxKr: Shape<typeof adminBoxEn> = {
  nav: '바이닐 박스',
  title: '바이닐 박스: 이달의 셀렉션',
  intro:
    '구독자가 한 달 동안 고를 수 있는 음반과 박스용으로 따로 둔 수량입니다(상점에서는 판매되지 않음). 선택은 1일 자정(파리 기준)에 마감됩니다.',
  month: '월',
  show: '보기',
  previous: '이전 달',
  next: '다음 달',
  tableCaption: '{{month}} 셀렉션',
  cover: '커버',
  record: '음반',
  setAside: '확보 수량',
  taken: '선택된 수량',
  actions: '작업',
  quantityOf: '“{{name}}” 확보 수량',
  save: '저장',
  saveLabel: '“{{name}}” 확보 수량 저장',
  remove: '빼기',
  removeLabel: '{{month}}에서 “{{name}}” 빼기',
  empty: '이번 달 셀렉션에 아직 음반이 없습니다.',
  addTitle: '음반 추가',
  search: '프로젝트 이름 또는 번호',
  searchSubmit: '검색',
  none: '프로젝트를 찾지 못했습니다.',
  already: '이미 셀렉션에 있음',
  quantity: '“{{name}}”에 확보할 수량',
  add: '추가',
  addLabel: '{{month}}에 “{{name}}” 추가',
  done: {
    add: '“{{name}}”이(가) {{month}} 셀렉션에 추가되었습니다.',
    set: '“{{name}}” 확보 수량을 저장했습니다.',
    remove: '“{{name}}”을(를) {{month}} 셀렉션에서 뺐습니다.',
  },
  errors: {
    box_selection_below_taken: '구독자가 이미 이 음반을 선택했습니다. 선택된 수량보다 줄일 수 없습니다.',
    not_found: '해당 프로젝트가 없습니다.',
    input_invalid: '1에서 100,000 사이의 수량을 입력하세요.',
    other: '처리되지 않았습니다. 다시 시도해 주세요.',
  },
};
