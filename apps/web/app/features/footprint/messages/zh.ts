// 碳足迹面板 (features/footprint)，中文。
import type { footprintEn } from './en.ts';

export const footprintZh: typeof footprintEn = {
  title: '碳足迹',
  perRecord: '每张唱片的二氧化碳当量',
  run: '压制的 {{copies}} 张唱片共 {{amount}}',
  kilograms: '{{value}} 千克',
  tonnes: '{{value}} 吨',
  partsLabel: '一张唱片碳足迹的构成',
  parts: {
    compound: 'PVC 混料',
    energy: '压制能耗',
    colour: '彩胶或特效',
    other: '母盘、压模和标签',
    packaging: '封套和包装',
    transport: '公路运输至仓库',
  },
  greenerTitle: '这张唱片更环保的选择',
  greener: {
    compound_bio_attributed: '生物归因混料',
    compound_recycled: '再生混料（仅黑色）',
    board_recycled: '再生纸板封套',
    shrinkWrap_false: '不加收缩膜',
    weightGrams_140: '140 克代替 180 克',
    colour_black: '黑胶，无特效',
  },
  saving: '每张 −{{amount}}',
  estimate: '根据行业公开数据得出的估算，并非工厂实测。',
  howWeCount: '计算方法',
  comparison: {
    caption: '每张 12 寸唱片的二氧化碳当量，从原料到我们的仓库',
    pressing: '压制方式',
    colouredHeavy: '180 克，彩色泼溅',
    heavy: '180 克，黑色',
    standard: '140 克，黑色（常规唱片）',
    recycled: '140 克再生黑胶，再生纸板，无收缩膜',
    bio: '140 克，生物归因混料',
    greenest: '140 克生物归因，再生纸板，无收缩膜',
  },
};
