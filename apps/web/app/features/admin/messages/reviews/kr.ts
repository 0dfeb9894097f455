import type { Catalogue } from '../../../../locales/en.ts';
import type { adminModerationEn } from './en.ts';

export const adminModerationKr: Pick<Catalogue['admin'], keyof typeof adminModerationEn> = {
  moderation: {
    nav: '리뷰',
    title: '고객 리뷰',
    waiting: '확인할 고객 리뷰',
    counts: '대기 {{pending}}개, 게시 {{published}}개, 숨김 {{hidden}}개',
    status: '상태',
    statuses: { any: '전체', pending: '대기', published: '게시됨', hidden: '숨김' },
    rating: '평점',
    anyRating: '전체',
    project: '프로젝트 번호',
    written: '작성일',
    review: '리뷰',
    author: '작성자',
    order: '주문',
    actions: '관리',
    stars: '5점 중 {{rating}}점',
    publish: '게시',
    hide: '숨기기',
    answer: '답변',
    answerLabel: '리뷰 {{id}}에 대한 답변 (리뷰 아래에 표시)',
    saveAnswer: '답변 저장',
    answered: '{{date}} 답변함',
    done: {
      publish: '리뷰 {{id}}을(를) 게시했습니다.',
      hide: '리뷰 {{id}}을(를) 숨겼습니다.',
      answer: '리뷰 {{id}}에 대한 답변을 저장했습니다.',
    },
    failed: '리뷰를 변경하지 못했습니다: {{code}}.',
  },
};
