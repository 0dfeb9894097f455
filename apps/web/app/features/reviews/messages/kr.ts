// Strings of customers' reviews, Korean.
import type { Catalogue } from '../../../locales/en.ts';

export const reviewsKr: Catalogue['reviews'] = {
  metaTitle: '주문 상품 리뷰 작성',
  singleMetaTitle: '{{title}} 리뷰 작성',
  heading: '주문 {{order}} 리뷰 작성',
  intro: '각 음반에 대한 생각을 다른 음악 팬들에게 들려주세요. 리뷰는 저희 팀의 확인을 거친 후 스토어에 게시됩니다.',
  by: '아티스트: {{artist}}',
  notShipped: '아직 발송되지 않았습니다. 창고에서 출고된 후 리뷰를 작성할 수 있습니다.',
  noItems: '이 주문에는 리뷰할 음반이 없습니다.',
  allItems: '주문 {{order}}의 모든 음반',
  reviewOne: '이 음반만 리뷰하기',
  status: {
    pending: '감사합니다. 리뷰는 확인 후 게시됩니다.',
    published: '리뷰가 게시되었습니다.',
    hidden: '리뷰가 스토어에 표시되지 않습니다.',
  },
  answer: '저희의 답변',
  form: {
    rating: '평점',
    star_one: '5점 만점에 {{count}}점',
    star_other: '5점 만점에 {{count}}점',
    title: '제목 (선택)',
    text: '리뷰 내용',
    textHint: '{{min}}자 이상: 음악, 음질, 프레싱, 슬리브에 대해 적어 주세요.',
    submit: '리뷰 보내기',
    update: '리뷰 수정하기',
    editNote: '리뷰를 수정하면 다시 확인을 거칩니다.',
  },
  errors: {
    rating_invalid: '1점에서 5점 사이로 선택해 주세요.',
    review_text_too_short: '{{min}}자 이상 작성해 주세요.',
    input_required: '음반에 대해 몇 마디 적어 주세요.',
    input_too_long: '내용이 너무 깁니다.',
    review_not_shipped: '이 음반은 아직 발송되지 않았습니다.',
    generic: '리뷰를 보내지 못했습니다. 다시 시도해 주세요.',
  },
  project: {
    heading: '리뷰',
    average: '5점 만점에 {{average}}점',
    count_one: '리뷰 {{count}}개',
    count_other: '리뷰 {{count}}개',
    none: '아직 리뷰가 없습니다. 구매자는 음반을 받은 후 리뷰를 작성할 수 있습니다.',
    answer: 'Spindle의 답변',
    rated_one: '5점 만점에 {{count}}점',
    rated_other: '5점 만점에 {{count}}점',
  },
};
