import { catalogueEndpoints, communityEndpoints, reviewsEndpoints } from '@spindle/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiContext, requestContext, type ApiFetch } from '../context.ts';
import { fullCard } from '../features/catalogue/project-card.fixtures.ts';
import { loader } from './project.tsx';

const detail = {
  ...fullCard,
  description: 'Synths.',
  images: [{ variant: 'cover', url: fullCard.coverUrl }],
  weightGrams: 180,
  discs: 1,
  sizes: [],
  shopId: null,
  shopCode: null,
  likes: 4,
  songs: [],
  releaseDate: '2026-12-04',
  colours: [],
  commentsCount: 0,
  viewer: null,
};

/** The API of a project page read in process: each endpoint answers what the real one would. */
function contextAnswering(answers: Record<string, unknown>): RouterContextProvider {
  const api: ApiFetch = () => Promise.reject(new Error('read in process only'));
  api.inProcess = (endpointId) => Promise.resolve({ status: 200, value: answers[endpointId] });
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  context.set(requestContext, { nonce: 'n', buildId: 'b', country: null, clientIp: null, hasSession: false });
  return context;
}

describe("a project page's loader data", () => {
  it('sends "more" and the recommendations as tiles: no card field the tile does not render', async () => {
    const more = [{ ...fullCard, id: 20 }];
    const recommendations = [
      { ...fullCard, id: 20 },
      { ...fullCard, id: 21, labelName: 'Elsewhere' },
    ];
    const url = new URL(`http://spindle.test/vinyl/${detail.id}/${detail.slug}`);
    const data = await loader({
      request: new Request(url),
      url,
      params: { category: 'vinyl', id: String(detail.id), slug: detail.slug },
      context: contextAnswering({
        [catalogueEndpoints.project.id]: detail,
        [catalogueEndpoints.more.id]: more,
        [catalogueEndpoints.recommendations.id]: recommendations,
        [communityEndpoints.comments.id]: { items: [], page: 1, size: 20, total: 0 },
        [reviewsEndpoints.ofProject.id]: null,
      }),
      pattern: '',
      unstable_pattern: '',
    } as never);
    expect(data.more.map((card) => card.id)).toEqual([20]);
    expect(data.recommendations.map((card) => card.id)).toEqual([21]);
    for (const card of [...data.more, ...data.recommendations]) {
      for (const dropped of ['labelId', 'labelName', 'picture', 'step', 'copiesLeft', 'goal', 'sold']) {
        expect(card, dropped).not.toHaveProperty(dropped);
      }
      for (const dropped of ['startAt', 'endAt', 'genreIds', 'format'])
        expect(card, dropped).not.toHaveProperty(dropped);
      expect(card.colour).toEqual({ name: 'Ocean blue', hex: '#1f5fa8' });
    }
    // The page's own project keeps what its sections show (the label, the dates of the sale).
    expect(data.project.labelName).toBe('Blue Hour Records');
  });
});
