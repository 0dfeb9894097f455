import { describe, expect, it } from 'vitest';
import {
  FOOTPRINT_PARTS,
  greenerChoices,
  isCompoundAvailable,
  pressingFootprint,
  projectFootprintOptions,
  recordFootprint,
  type FootprintOptions,
} from './footprint.ts';
import { DEFAULT_PRESSING_OPTIONS } from './quote-options.ts';

const standard: FootprintOptions = { ...DEFAULT_PRESSING_OPTIONS };
/** The VRMA report's scope: cradle to factory gate, without shrink wrap and freight to the logistician. */
const toFactoryGate = (o: FootprintOptions) => {
  const { breakdown } = recordFootprint({ ...o, shrinkWrap: false });
  return breakdown.compound + breakdown.energy + breakdown.colour + breakdown.other + breakdown.packaging;
};

describe('recordFootprint', () => {
  it('puts a black 140 g 12" in a printed jacket at the report’s 1.15 kg, half of it the compound', () => {
    expect(toFactoryGate(standard)).toBe(1150);
    const { breakdown, perRecordGrams } = recordFootprint(standard);
    expect(breakdown.compound).toBe(574);
    expect(breakdown.energy).toBe(345);
    expect(breakdown.packaging).toBe(151 + 16);
    expect(breakdown.transport).toBe(25);
    expect(perRecordGrams).toBe(FOOTPRINT_PARTS.reduce((sum, part) => sum + breakdown[part], 0));
    expect(perRecordGrams).toBe(1191);
  });

  it('adds about 14 % for 180 g and 26 % for a special colour, as the report measured', () => {
    expect(toFactoryGate({ ...standard, weightGrams: 180 }) / 1150).toBeCloseTo(1.14, 2);
    expect(toFactoryGate({ ...standard, colour: 'red' }) / 1150).toBeCloseTo(1.26, 2);
    expect(toFactoryGate({ ...standard, effect: 'splatter' })).toBe(toFactoryGate({ ...standard, colour: 'red' }));
  });

  it('brings the record near 0.7 kg with bio-attributed compound, and lowers it with recycled compound', () => {
    expect(toFactoryGate({ ...standard, compound: 'bio_attributed' })).toBe(702);
    const recycled = toFactoryGate({ ...standard, compound: 'recycled' });
    expect(recycled).toBeLessThan(1150);
    expect(recycled).toBeGreaterThan(702);
  });

  it('counts every disc of a double album and less material for smaller records', () => {
    const double = recordFootprint({ ...standard, discs: 2 });
    expect(double.breakdown.compound).toBe(2 * recordFootprint(standard).breakdown.compound);
    expect(double.breakdown.energy).toBe(690);
    const seven = recordFootprint({ ...standard, format: '7' }).perRecordGrams;
    const ten = recordFootprint({ ...standard, format: '10' }).perRecordGrams;
    expect(seven).toBeLessThan(ten);
    expect(ten).toBeLessThan(recordFootprint(standard).perRecordGrams);
  });

  it('lowers the packaging with recycled board only on a printed sleeve, and without shrink wrap', () => {
    const jacket = recordFootprint(standard).breakdown.packaging;
    expect(recordFootprint({ ...standard, board: 'recycled' }).breakdown.packaging).toBeLessThan(jacket);
    const paper = { ...standard, sleeve: 'white_paper' as const };
    expect(recordFootprint({ ...paper, board: 'recycled' }).breakdown.packaging).toBe(
      recordFootprint(paper).breakdown.packaging,
    );
    expect(recordFootprint({ ...standard, shrinkWrap: false }).breakdown.packaging).toBe(jacket - 16);
    expect(recordFootprint({ ...standard, sleeve: 'gatefold' }).breakdown.packaging).toBeGreaterThan(jacket);
  });
});

describe('greenerChoices', () => {
  it('lists what lowers a coloured 180 g record, biggest saving first, each saving what it says', () => {
    const options: FootprintOptions = { ...standard, weightGrams: 180, colour: 'red' };
    const choices = greenerChoices(options);
    expect(choices.map((choice) => `${choice.option}:${String(choice.value)}`)).toEqual([
      'compound:bio_attributed',
      'colour:black',
      'weightGrams:140',
      'board:recycled',
      'shrinkWrap:false',
    ]);
    const current = recordFootprint(options).perRecordGrams;
    for (const choice of choices) {
      const alternative =
        choice.option === 'colour'
          ? { ...options, colour: 'black', effect: 'none' as const }
          : { ...options, [choice.option]: choice.value };
      expect(current - recordFootprint(alternative).perRecordGrams).toBe(choice.savingGrams);
      expect(choice.savingGrams).toBeGreaterThan(0);
    }
  });

  it('offers recycled compound only for black records without an effect', () => {
    expect(isCompoundAvailable({ colour: 'black', effect: 'none', compound: 'recycled' })).toBe(true);
    expect(isCompoundAvailable({ colour: 'black', effect: 'marble', compound: 'recycled' })).toBe(false);
    expect(isCompoundAvailable({ colour: 'red', effect: 'none', compound: 'recycled' })).toBe(false);
    expect(greenerChoices(standard).some((choice) => choice.value === 'recycled' && choice.option === 'compound')).toBe(
      true,
    );
    expect(
      greenerChoices({ ...standard, colour: 'red' }).some(
        (choice) => choice.option === 'compound' && choice.value === 'recycled',
      ),
    ).toBe(false);
  });

  it('has nothing left to offer on the greenest pressing', () => {
    expect(greenerChoices({ ...standard, compound: 'bio_attributed', board: 'recycled', shrinkWrap: false })).toEqual(
      [],
    );
  });
});

describe('pressingFootprint', () => {
  it('counts the run as every copy pressed', () => {
    const footprint = pressingFootprint(standard, 310);
    expect(footprint.runGrams).toBe(310 * footprint.perRecordGrams);
    expect(footprint.copies).toBe(310);
  });
});

describe('projectFootprintOptions', () => {
  it('reads the size from the project’s format and keeps its discs and colour', () => {
    expect(projectFootprintOptions({ format: '7"', discs: 1, colour: null }).format).toBe('7');
    expect(projectFootprintOptions({ format: '10" EP', discs: 1, colour: 'red' })).toMatchObject({
      format: '10',
      colour: 'red',
    });
    expect(projectFootprintOptions({ format: 'LP', discs: 2, colour: 'black' })).toMatchObject({
      format: '12',
      discs: 2,
      colour: 'black',
    });
    expect(projectFootprintOptions({ format: null, discs: 0, colour: null }).discs).toBe(1);
  });
});
