// Catalogue curation under /api/admin (apps/server/src/modules/curation; docs/admin.md "Curation"):
// staff holding the `catalogue` permission (team and boss), second factor verified.
import { defineRoutes } from '../route.ts';

const catalogue = { access: 'staff', permission: 'catalogue' } as const;

export const adminCurationRoutes = defineRoutes('adminCuration', {
  categories: { method: 'GET', path: '/admin/categories', ...catalogue },
  category: { method: 'GET', path: '/admin/categories/:id', ...catalogue, errors: ['not_found'] },
  addToCategory: {
    method: 'POST',
    path: '/admin/categories/:id/projects',
    ...catalogue,
    errors: ['not_found'],
  },
  removeFromCategory: {
    method: 'DELETE',
    path: '/admin/categories/:id/projects/:project_id',
    ...catalogue,
    errors: ['not_found'],
  },
  moveInCategory: {
    method: 'POST',
    path: '/admin/categories/:id/move',
    ...catalogue,
    errors: ['not_found'],
  },
  orderCategory: {
    method: 'PUT',
    path: '/admin/categories/:id/order',
    ...catalogue,
    errors: ['not_found', 'category_order_stale'],
  },
  banners: { method: 'GET', path: '/admin/banners', ...catalogue },
  createBanner: {
    method: 'POST',
    path: '/admin/banners',
    ...catalogue,
    status: 201,
    errors: ['schedule_invalid'],
  },
  updateBanner: {
    method: 'PUT',
    path: '/admin/banners/:id',
    ...catalogue,
    errors: ['not_found', 'schedule_invalid'],
  },
  deleteBanner: { method: 'DELETE', path: '/admin/banners/:id', ...catalogue, errors: ['not_found'] },
  bannerPicture: {
    method: 'POST',
    path: '/admin/banners/:id/pictures/:locale',
    ...catalogue,
    errors: ['not_found', 'file_max_size', 'image_invalid'],
  },
  announcement: { method: 'GET', path: '/admin/announcement', ...catalogue },
  updateAnnouncement: { method: 'PUT', path: '/admin/announcement', ...catalogue },
  products: { method: 'GET', path: '/admin/products', ...catalogue },
  product: { method: 'GET', path: '/admin/products/:id', ...catalogue, errors: ['not_found'] },
  createProduct: { method: 'POST', path: '/admin/products', ...catalogue, status: 201 },
  updateProduct: { method: 'PUT', path: '/admin/products/:id', ...catalogue, errors: ['not_found'] },
  digitalReleases: { method: 'GET', path: '/admin/digital', ...catalogue },
  digitalRelease: { method: 'GET', path: '/admin/digital/:id', ...catalogue, errors: ['not_found'] },
  updateDigitalRelease: { method: 'PUT', path: '/admin/digital/:id', ...catalogue, errors: ['not_found'] },
});
