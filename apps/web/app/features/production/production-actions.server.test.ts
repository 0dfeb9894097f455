import { describe, expect, it } from 'vitest';
import { notesOf } from './production-actions.server.ts';

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe("the artist's notes on a test pressing", () => {
  it('keeps a note per side and per track, with the track’s side and title, and leaves the empty ones out', () => {
    const form = formOf({
      note_side_A: ' Quiet and clean. ',
      note_track_1_side: 'A',
      note_track_1_title: 'Night Drive',
      note_track_1: '',
      note_side_B: '',
      note_track_2_side: 'B',
      note_track_2_title: 'Day Break',
      note_track_2: 'Crackles from 1:20.',
    });
    expect(notesOf(form)).toEqual([
      { side: 'A', comment: 'Quiet and clean.' },
      { side: 'B', track_title: 'Day Break', comment: 'Crackles from 1:20.' },
    ]);
  });

  it('has nothing to say when every note is empty', () => {
    expect(notesOf(formOf({ note_side_A: ' ', note_track_1: '', note_track_1_side: 'A' }))).toEqual([]);
  });
});
