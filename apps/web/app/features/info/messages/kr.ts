import type { Catalogue } from '../../../locales/en.ts';

export const infoKr: Catalogue['info'] = {
  toc: '이 페이지의 내용',
  services: {
    eyebrow: '서비스 안내',
    others: '다른 서비스',
  },
  blog: {
    articles: '최근 글',
    allArticles: '전체 글',
    moreArticles: '다른 글',
  },
  form: {
    optional: '선택 사항',
    errors: {
      input_required: '이 항목을 입력해 주세요.',
      email_invalid: '올바른 이메일 주소를 입력해 주세요(예: name@example.com).',
      latin_invalid: "로마자, 숫자, 공백과 # , ' ’ . - / 기호만 사용할 수 있습니다.",
      input_too_long: '입력한 내용이 너무 깁니다.',
      input_invalid_choice: '목록에서 항목을 선택해 주세요.',
    },
    tooManyRequests: '짧은 시간에 여러 번 보내셨습니다. 몇 분 후에 다시 시도해 주세요.',
    failed: '지금은 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  contact: {
    heading: '메시지 보내기',
    name: '이름',
    email: '이메일 주소',
    subject: '문의 유형',
    chooseSubject: '문의 유형을 선택하세요',
    subjects: {
      order: '내 주문',
      artist: '프레싱 또는 아티스트 프로젝트',
      press: '언론 및 미디어',
      other: '기타 문의',
    },
    orderNumber: '주문 번호',
    orderNumberHint: '주문 확인 이메일에 있습니다(예: 10452).',
    message: '메시지',
    honeypot: '이 칸은 비워 두세요',
    submit: '메시지 보내기',
    sending: '보내는 중…',
    sentTitle: '메시지를 보냈습니다',
    sentText:
      '문의해 주셔서 감사합니다. 보내신 메시지의 사본이 이메일로 발송되며, 파리 시간 기준 월요일부터 금요일 10:00~17:00에 답변드립니다.',
    writeAnother: '다른 메시지 쓰기',
  },
  newsletter: {
    heading: '뉴스레터 구독하기',
    email: '이메일 주소',
    language: '뉴스레터 언어',
    submit: '구독하기',
    subscribing: '구독 처리 중…',
    subscribedTitle: '구독이 완료되었습니다',
    subscribedText:
      '다음 뉴스레터는 목요일 아침에 도착합니다. 모든 뉴스레터 하단에 한 번의 클릭으로 구독을 해지할 수 있는 링크가 있습니다.',
  },
};
