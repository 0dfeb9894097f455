import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition (RFC 6266, filename* per RFC 5987)', () => {
  it.each([
    [
      'attachment',
      'orders-42-blue-hours.csv',
      `attachment; filename="orders-42-blue-hours.csv"; filename*=UTF-8''orders-42-blue-hours.csv`,
    ],
    [
      'inline',
      'invoice-SP-2026-0001.pdf',
      `inline; filename="invoice-SP-2026-0001.pdf"; filename*=UTF-8''invoice-SP-2026-0001.pdf`,
    ],
    ['attachment', 'my song.wav', `attachment; filename="my song.wav"; filename*=UTF-8''my%20song.wav`],
    [
      'attachment',
      'Zoë – Été.mp3',
      `attachment; filename="Zo_ _ _t_.mp3"; filename*=UTF-8''Zo%C3%AB%20%E2%80%93%20%C3%89t%C3%A9.mp3`,
    ],
    ['attachment', '東京.zip', `attachment; filename="__.zip"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.zip`],
    ['attachment', '🎶.flac', `attachment; filename="__.flac"; filename*=UTF-8''%F0%9F%8E%B6.flac`],
    [
      'attachment',
      'a "quoted" \\name.txt',
      `attachment; filename="a _quoted_ _name.txt"; filename*=UTF-8''a%20%22quoted%22%20%5Cname.txt`,
    ],
    [
      'attachment',
      "it's (live)*.mp3",
      `attachment; filename="it's (live)*.mp3"; filename*=UTF-8''it%27s%20%28live%29%2A.mp3`,
    ],
    ['attachment', '100%.txt', `attachment; filename="100_.txt"; filename*=UTF-8''100%25.txt`],
    ['attachment', 'line\r\nbreak.txt', `attachment; filename="line__break.txt"; filename*=UTF-8''line%0D%0Abreak.txt`],
  ] as const)('%s %j', (type, fileName, header) => {
    expect(contentDisposition(type, fileName)).toBe(header);
  });

  it('never lets a name break out of the header or its quotes', () => {
    for (const name of ['"; filename="evil.exe', 'a\nSet-Cookie: x=1', 'back\\slash"']) {
      const header = contentDisposition('attachment', name);
      expect(header).not.toMatch(/[\r\n]/);
      expect(header.match(/"/g)).toHaveLength(2);
    }
  });
});
