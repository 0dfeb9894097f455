// 탄소 발자국 패널 (features/footprint), 한국어.
import type { footprintEn } from './en.ts';

export const footprintKr: typeof footprintEn = {
  title: '탄소 발자국',
  perRecord: '레코드 한 장당 CO₂e',
  run: '프레스한 레코드 {{copies}}장에 {{amount}}',
  kilograms: '{{value}}kg',
  tonnes: '{{value}}t',
  partsLabel: '레코드 한 장의 탄소 발자국 구성',
  parts: {
    compound: 'PVC 컴파운드',
    energy: '프레스 에너지',
    colour: '컬러 또는 효과',
    other: '래커, 스탬퍼, 라벨',
    packaging: '슬리브와 포장',
    transport: '창고까지 도로 운송',
  },
  greenerTitle: '이 레코드를 위한 더 친환경적인 선택',
  greener: {
    compound_bio_attributed: '바이오 귀속 컴파운드',
    compound_recycled: '재활용 컴파운드 (블랙 전용)',
    board_recycled: '재생 판지 슬리브',
    shrinkWrap_false: '수축 필름 없음',
    weightGrams_140: '180g 대신 140g',
    colour_black: '효과 없는 블랙 바이닐',
  },
  saving: '레코드 한 장당 −{{amount}}',
  estimate: '업계에서 공개한 수치에 근거한 추정치이며, 공장의 실측값이 아닙니다.',
  howWeCount: '계산 방법',
  comparison: {
    caption: '12인치 레코드 한 장당 CO₂e, 원료부터 창고까지',
    pressing: '프레스 사양',
    colouredHeavy: '180g, 컬러 스플래터',
    heavy: '180g, 블랙',
    standard: '140g, 블랙 (일반 레코드)',
    recycled: '140g 재활용 블랙, 재생 판지, 수축 필름 없음',
    bio: '140g, 바이오 귀속 컴파운드',
    greenest: '140g 바이오 귀속, 재생 판지, 수축 필름 없음',
  },
};
