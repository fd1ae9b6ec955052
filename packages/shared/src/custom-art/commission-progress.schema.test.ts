import { describe, expect, it } from 'vitest';
import {
  commissionMessages,
  commissionPhotoCaptionSchema,
  customArtStageInputSchema,
} from './commission-progress.schema';

describe('customArtStageInputSchema', () => {
  it.each(['paid', 'in_progress', 'completed', 'shipped'])('accepts %s', (stage) => {
    expect(customArtStageInputSchema.parse({ stage })).toEqual({ stage });
  });

  it.each([{ stage: 'requested' }, { stage: 'quoted' }, { stage: 'Shipped' }, {}, null, 'paid'])(
    'refuses %j with the stage message',
    (input) => {
      expect(customArtStageInputSchema.safeParse(input).error?.issues[0]?.message).toBe(
        commissionMessages.stageInvalid,
      );
    },
  );
});

describe('commissionPhotoCaptionSchema', () => {
  it('trims, defaults to empty and allows 200 characters', () => {
    expect(commissionPhotoCaptionSchema.parse(undefined)).toBe('');
    expect(commissionPhotoCaptionSchema.parse('  Sketch ')).toBe('Sketch');
    expect(commissionPhotoCaptionSchema.parse('x'.repeat(200))).toHaveLength(200);
  });

  it.each(['x'.repeat(201), 42])('refuses %j with the caption message', (input) => {
    expect(commissionPhotoCaptionSchema.safeParse(input).error?.issues[0]?.message).toBe(
      commissionMessages.captionTooLong,
    );
  });
});
