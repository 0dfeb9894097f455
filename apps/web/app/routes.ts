// The URL table (spec section 2). Pages are declared once in English and mounted per locale.
import { route, type RouteConfig } from '@react-router/dev/routes';
import { localisedRoutes } from './lib/localised-routes.ts';

export default [
  ...localisedRoutes([
    { id: 'home', path: '/', file: 'routes/home.tsx' },
    // Last resort: anything no page claims is a 404 in the language of its prefix.
    { id: 'not-found', path: '/*', file: 'routes/not-found.tsx' },
  ]),
  route('/resources/currency', 'routes/resources/currency.tsx'),
] satisfies RouteConfig;
