// 고객센터, 한국어판 (imported by help.ts).
import type { InfoPage } from '../types.ts';

const ORDERS = '주문과 결제';
const SHIPPING = '배송과 배송 조회';
const RETURNS = '반품과 환불';
const PREORDERS = '예약 주문과 팬 펀딩 프레싱';
const BOX = '바이닐 박스와 선물';
const DIGITAL = '디지털 다운로드';
const ACCOUNT = '내 계정';
const PRESSING = '나만의 음반 프레싱';

export const helpPageKr: InfoPage = {
  title: '고객센터',
  description:
    '주문, 결제, 배송, 반품, 예약 주문, 바이닐 박스, 선물, 다운로드, 계정, 그리고 Spindle에서 음반을 프레싱하는 방법까지 자주 묻는 질문에 답합니다.',
  lead: '가장 많이 받는 질문과 짧은 답변, 그리고 바로 처리할 수 있는 페이지 링크를 모았습니다. 원하는 답이 없다면 문의해 주세요. 팀원이 직접 답변드리며, 주문 문의는 영업일 기준 하루 안에 답해 드립니다.',
  sections: [
    {
      id: 'payment-methods',
      group: ORDERS,
      heading: '어떻게 결제하나요?',
      paragraphs: [
        '보안 결제 페이지에서 카드로 결제합니다. 카드 정보는 결제 대행사로 바로 전달되며 저희 서버를 거치지 않습니다. 카드를 저장해 두었다면 계정에서 언제든 확인하거나 삭제할 수 있습니다.',
        '결제 금액은 주문 확정 전에 장바구니에 표시된 총액 그대로입니다. 음반 가격, 배송비, 서비스 수수료(주문 금액의 6%, 최대 20유로)가 각각 따로 표시되며, 해당되는 경우 부가가치세가 포함됩니다.',
      ],
      cta: { label: '저장된 카드', href: '/my-account/cards' },
    },
    {
      id: 'currencies',
      group: ORDERS,
      heading: '어떤 통화로 결제할 수 있나요?',
      paragraphs: [
        '유로, 미국 달러, 영국 파운드, 호주 달러, 캐나다 달러, 한국 원, 일본 엔, 중국 위안, 필리핀 페소로 결제할 수 있습니다. 접속한 국가에 맞춰 통화를 정해 드리며, 페이지 상단의 통화 메뉴에서 언제든 바꿀 수 있습니다. 선택한 통화는 계정에 저장됩니다.',
      ],
    },
    {
      id: 'order-confirmation',
      group: ORDERS,
      heading: '주문 내역과 영수증은 어디서 보나요?',
      paragraphs: [
        '결제가 끝나면 바로 확인 메일이 발송됩니다. 모든 주문과 진행 상태, 영수증은 계정의 내 주문에서 확인할 수 있습니다.',
      ],
      cta: { label: '내 주문', href: '/my-account/orders' },
    },
    {
      id: 'shipping-cost',
      group: SHIPPING,
      heading: '배송비는 얼마이고, 어디로 배송하나요?',
      paragraphs: [
        '프랑스, 미국, 영국, 독일, 스페인, 캐나다, 호주, 홍콩의 협력 물류창고에서 전 세계로 배송합니다. 재고가 있는 창고 중 가장 가까운 곳에서 출고하므로 더 빨리 도착합니다.',
        '배송비는 소포 무게와 배송 국가에 따라 달라지며, 결제 전에 장바구니에서 정확한 금액을 확인할 수 있습니다. 함께 배송되는 프로젝트의 음반은 한 상자에 담겨 배송비도 한 번만 냅니다.',
      ],
    },
    {
      id: 'pickup-point',
      group: SHIPPING,
      heading: '픽업 포인트에서 받을 수 있나요?',
      paragraphs: [
        '네, 주소지에서 픽업 포인트 서비스를 이용할 수 있다면 가능합니다. 결제할 때 ‘픽업 포인트’를 선택하고 편한 곳을 고르세요. 대개 문 앞 배송보다 저렴하고, 원하는 때에 찾아가면 됩니다.',
      ],
    },
    {
      id: 'tracking',
      group: SHIPPING,
      heading: '배송 조회는 어떻게 하나요?',
      paragraphs: [
        '소포가 창고를 떠나는 즉시 운송장 번호가 발급됩니다. 내 주문에서 해당 주문을 열어 조회하세요. 예약 주문은 음반 프레싱이 끝난 뒤에 발송되며, 예상 날짜는 프로젝트 페이지에 나와 있습니다.',
      ],
      cta: { label: '주문 조회', href: '/my-account/orders' },
    },
    {
      id: 'change-of-mind',
      group: RETURNS,
      heading: '음반을 반품할 수 있나요?',
      paragraphs: [
        '네. 배송받은 날부터 14일 안에 마음을 바꿀 수 있습니다. 단, 밀봉된 음반은 밀봉을 뜯지 않은 상태여야 합니다. 주문 번호와 함께 문의를 남긴 뒤 14일 안에 상품을 보내 주세요. 반송비 부담과 반품 가능한 상품은 반품 정책 페이지에서 확인할 수 있습니다.',
      ],
      cta: { label: '반품 및 환불', href: '/return-and-refund-policy' },
    },
    {
      id: 'damaged-record',
      group: RETURNS,
      heading: '음반이 파손되었거나 불량이에요',
      paragraphs: [
        '불편을 드려 죄송합니다. 배송일로부터 7일 안에 음반과 상자 사진을 주문 번호와 함께 문의 양식으로 보내 주세요. 교환이나 환불을 해 드리며, 반송 비용은 들지 않습니다.',
      ],
      cta: { label: '문의하기', href: '/contact' },
    },
    {
      id: 'refund-timing',
      group: RETURNS,
      heading: '환불은 언제 들어오나요?',
      paragraphs: [
        '환불은 항상 결제에 사용한 카드로 이루어집니다. 환불 처리 후 카드사나 은행에 반영되기까지 영업일 기준 3~10일이 걸릴 수 있습니다. 환불이 진행되면 메일로 알려 드립니다.',
      ],
    },
    {
      id: 'how-pre-orders-work',
      group: PREORDERS,
      heading: '예약 주문은 어떻게 진행되나요?',
      paragraphs: [
        'Spindle의 많은 음반은 주문한 팬이 충분히 모여야 프레싱에 들어갑니다. 주문할 때 결제하며, 프로젝트 페이지에서 목표 달성률과 마감일을 볼 수 있습니다. 목표를 달성하면 음반을 프레싱하고, 아티스트가 테스트 프레싱을 승인한 뒤 발송합니다.',
      ],
      cta: { label: '이용 방법', href: '/how-it-works' },
    },
    {
      id: 'project-fails',
      group: PREORDERS,
      heading: '프로젝트가 목표에 못 미치면 어떻게 되나요?',
      paragraphs: [
        '음반은 제작되지 않으며, 결과 발표 후 14일 안에 배송비와 서비스 수수료를 포함한 전액을 환불해 드립니다. 따로 하실 일은 없습니다.',
      ],
    },
    {
      id: 'pre-order-delay',
      group: PREORDERS,
      heading: '예약 주문한 음반이 왜 이렇게 늦나요?',
      paragraphs: [
        '음반 제작에는 시간이 걸립니다. 프로젝트가 끝나면 테스트 프레싱과 아티스트 승인, 본 생산, 발송이 차례로 이어집니다. 예상 발송일은 프로젝트 페이지에 나와 있습니다. 마지막으로 안내된 날짜보다 30일 넘게 늦어지면, 창고에서 출고되기 전까지는 주문을 취소하고 전액 환불받을 수 있습니다.',
      ],
    },
    {
      id: 'box-how',
      group: BOX,
      heading: '바이닐 박스는 어떻게 이용하나요?',
      paragraphs: [
        '요금제에 따라 매달 음반 한 장 또는 두 장을 받습니다. 매달 결제하거나 1, 3, 6, 12개월 치를 미리 결제할 수 있습니다. 결제는 매달 1일에 이루어지고, 음반은 곧바로 발송됩니다.',
      ],
      cta: { label: '박스 알아보기', href: '/vinyl-box' },
    },
    {
      id: 'box-pick',
      group: BOX,
      heading: '받을 음반을 직접 고를 수 있나요?',
      paragraphs: [
        '네. 매달 1일 전에 계정에서 그달의 셀렉션 중 원하는 음반을 고르세요. 25일에 알림 메일을 보내 드립니다. 고르지 않으면 좋아하는 장르를 바탕으로 저희가 골라 드리며, 이미 받은 음반은 절대 보내지 않습니다.',
      ],
      cta: { label: '내 박스', href: '/my-account/box' },
    },
    {
      id: 'box-gift',
      group: BOX,
      heading: '박스를 선물하거나 선물받은 박스를 등록하려면요?',
      paragraphs: [
        '선불 박스를 고르고 장바구니에서 ‘선물’에 체크하면 전달할 코드를 받게 됩니다. 박스는 코드가 등록된 뒤에 시작됩니다. 선물을 받았다면 로그인한 뒤 등록 페이지에 코드를 입력하고 음반을 받을 주소를 정하세요. 구매한 선물은 계정에서 확인할 수 있습니다.',
      ],
      cta: { label: '선물 코드 등록', href: '/box' },
    },
    {
      id: 'downloads',
      group: DIGITAL,
      heading: '다운로드 파일은 어디 있나요?',
      paragraphs: [
        '구매한 음반에 디지털 버전이 있다면, 결제가 확인되는 순간부터 계정의 디지털 메뉴에서 음원을 받을 수 있습니다. 음반이 발송되기 전이라도 괜찮습니다.',
        '보안을 위해 다운로드 링크는 일정 시간만 유효합니다. 링크가 만료되었다면 페이지를 다시 열어 새 링크를 받으세요.',
      ],
      cta: { label: '내 다운로드', href: '/my-account/digital' },
    },
    {
      id: 'password',
      group: ACCOUNT,
      heading: '비밀번호를 잊어버렸어요',
      paragraphs: [
        '재설정 링크를 요청하세요. 메일로 받은 링크에서 새 비밀번호를 정할 수 있습니다. 몇 분이 지나도 메일이 오지 않으면 스팸함을 확인해 주세요.',
      ],
      cta: { label: '비밀번호 재설정', href: '/forgot-password' },
    },
    {
      id: 'account-settings',
      group: ACCOUNT,
      heading: '개인 정보, 언어, 메일 수신 설정은 어떻게 바꾸나요?',
      paragraphs: [
        '모두 내 계정에서 바꿀 수 있습니다. 이름, 이메일 주소, 배송지, 비밀번호, 메일 언어, 받고 싶은 소식까지 설정하세요. 각 페이지 상단의 언어 메뉴와 통화 메뉴는 사이트에 바로 적용됩니다.',
      ],
      cta: { label: '내 계정', href: '/my-account' },
    },
    {
      id: 'digs',
      group: ACCOUNT,
      heading: '딕스(digs)가 뭔가요?',
      paragraphs: [
        'Spindle의 적립 포인트입니다. 음반이나 상품을 하나 살 때마다 10 딕스가 쌓입니다. 잔액과 적립 내역은 계정에서 볼 수 있습니다.',
      ],
      cta: { label: '내 딕스', href: '/my-account/digs' },
    },
    {
      id: 'pressing-quote',
      group: PRESSING,
      heading: '음반을 프레싱하는 데 얼마나 드나요?',
      paragraphs: [
        '견적 도구로 1분 만에 전체 가격을 확인하세요. 포맷, 무게, 색상, 재킷, 수량(100장부터)을 고르면 옵션마다 총액이 어떻게 달라지는지 바로 보입니다. 견적은 무료이며 아무런 의무도 생기지 않습니다.',
      ],
      cta: { label: '견적 받기', href: '/quote' },
    },
    {
      id: 'test-pressing',
      group: PRESSING,
      heading: '생산 전에 음반을 들어 볼 수 있나요?',
      paragraphs: [
        '네. 한 장이라도 찍기 전에 공장에서 테스트 프레싱을 보내 드립니다. 집에서 들어 보고 승인하거나, 거절하시면 문제를 바로잡습니다. 본 생산은 승인하신 뒤에만 시작됩니다.',
      ],
      cta: { label: '음반 프레싱하기', href: '/pressing' },
    },
    {
      id: 'sell-on-spindle',
      group: PRESSING,
      heading: 'Spindle에서 제 음반을 팔 수 있나요?',
      paragraphs: [
        '네. 프로젝트를 만들고 가격과 목표를 정한 뒤, 프레싱 전에 팬들에게 예약 판매하거나 이미 가진 음반을 판매하세요. 결제, 보관, 배송은 저희가 맡고, 정산서에서 판매 하나하나를 확인할 수 있습니다.',
      ],
      cta: { label: '프로젝트 만들기', href: '/creation/vinyl' },
    },
  ],
  cta: { label: '고객 서비스에 문의하기', href: '/contact' },
};
