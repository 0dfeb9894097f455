import { searchRoutes, songsRoutes, systemRoutes } from '@spindle/contracts/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callBrowser, NetworkError } from './api-browser.ts';

const result = {
  id: 1,
  name: 'Nova',
  artist_name: null,
  picture: null,
  pictureUrl: '/storage/nova.jpg',
  project_id: null,
  shop_code_artist: null,
  shop_code_label: null,
  url: '/artist/1/nova',
};

function answering(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve().then(response);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callBrowser', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('calls the route’s URL with the session cookie and gives the answer its guard accepts', async () => {
    const calls = answering(() => Response.json([result]));
    const found = await callBrowser(searchRoutes.results, { query: { search: 'no va', type: 'artists' } });
    expect(found).toEqual({ ok: true, value: [result] });
    expect(calls[0]?.url).toBe('/api/search?search=no+va&type=artists');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('treats an answer its guard refuses as a server error', async () => {
    answering(() => Response.json([{ ...result, id: 'one' }]));
    const found = await callBrowser(searchRoutes.results, { query: { search: 'nova' } });
    expect(found).toEqual({ ok: false, status: 200, code: 'server_error', fields: {} });
  });

  it('reads an error answer’s code and field codes, and a 5xx as a server error', async () => {
    answering(() =>
      Response.json(
        { error: { code: 'input_invalid', message: 'x', fields: { search: 'input_required' } } },
        { status: 400 },
      ),
    );
    const refused = await callBrowser(searchRoutes.results, { query: { search: '' } });
    expect(refused).toEqual({ ok: false, status: 400, code: 'input_invalid', fields: { search: 'input_required' } });
    answering(() => new Response('<html>', { status: 502 }));
    const failed = await callBrowser(systemRoutes.buildId);
    expect(failed).toEqual({ ok: false, status: 502, code: 'server_error', fields: {} });
  });

  it('sends a JSON body and the request options', async () => {
    const calls = answering(() => Response.json({ recorded: true }));
    await callBrowser(songsRoutes.recordPlay, { body: { song_id: 3, duration: 12 } }, { keepalive: true });
    expect(calls[0]?.url).toBe('/api/songs/stats');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: '{"song_id":3,"duration":12}',
    });
  });

  it('rejects with NetworkError when nothing answers, and with the AbortError when aborted', async () => {
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callBrowser(systemRoutes.buildId)).rejects.toBeInstanceOf(NetworkError);
    answering(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(callBrowser(systemRoutes.buildId)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
