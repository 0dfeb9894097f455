import type { Catalogue } from '../../../locales/en.ts';

export const creationKr: Catalogue['creation'] = {
  vinyl: {
    title: '비닐 프로젝트 만들기',
    lead: '레코드 이름을 정하세요. 그다음 아트워크, 트랙, 가격, 일정을 추가하고 저희 팀에 검토를 요청할 수 있습니다.',
  },
  digital: {
    title: '디지털 발매 만들기',
    lead: '음악을 다운로드로 판매하세요. 발매 이름을 정한 뒤 아트워크와 트랙을 추가하세요.',
  },
  fromQuote: '견적 기준:',
  quoteSummary: '{{quantity}}장, {{format}}인치 {{weight}}g, {{colour}}',
  fields: {
    name: '프로젝트 제목',
    artistName: '아티스트 이름',
    saleType: '어떻게 판매할까요?',
    owner: '발매 주체',
    ownerSelf: '나({{name}})',
    ownerArtist: '{{name}}(아티스트 페이지)',
    ownerLabel: '{{name}}(레이블)',
  },
  saleTypes: {
    funding: { title: '예약 판매(크라우드펀딩)', text: '충분한 수량이 예약되면 프레싱합니다.' },
    limited_edition: { title: '한정판', text: '정해진 수량을 소진될 때까지 판매합니다.' },
    direct_pressing: { title: '다이렉트 프레싱', text: '레코드를 프레싱해 직접 배송해 드립니다.' },
    test_pressing: { title: '테스트 프레싱', text: '본 생산 전에 테스트 음반 몇 장을 만듭니다.' },
    deposit_sales: { title: '위탁 판매', text: '가지고 있는 레코드를 보내 주시면 저희가 판매합니다.' },
    stock: { title: '재고 판매', text: '저희 창고에서 바로 발송할 수 있는 레코드입니다.' },
  },
  submit: '프로젝트 만들기',
  creating: '만드는 중…',
  errors: {
    input_required: '이 항목을 입력하세요.',
    input_too_long: '너무 깁니다.',
    input_invalid_choice: '옵션 중 하나를 고르세요.',
    input_invalid: '값을 확인하세요.',
    owner_invalid: '이 아티스트나 레이블의 프로젝트를 만들 수 없습니다.',
    quote_option_unavailable: '견적의 옵션 하나가 더 이상 제공되지 않습니다. 구성기에서 바꿔 주세요.',
    request_failed: '프로젝트를 만들지 못했습니다. 다시 시도하세요.',
  },
};
