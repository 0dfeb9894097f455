import { describe, expect, it } from 'vitest';
import { isAnotherDocumentsPage, isAnotherLocalesPage } from './locale-documents.ts';

describe("another locale's pages", () => {
  it("are the paths whose prefix names another locale than the document's", () => {
    expect(isAnotherLocalesPage('/fr/my-account', 'en')).toBe(true);
    expect(isAnotherLocalesPage('/fr/vinyl/12/a-record', 'en')).toBe(true);
    expect(isAnotherLocalesPage('/about', 'fr')).toBe(true);
    expect(isAnotherLocalesPage('/', 'zh')).toBe(true);
    expect(isAnotherLocalesPage('/es', 'kr')).toBe(true);
  });

  it("are not the document's own pages", () => {
    expect(isAnotherLocalesPage('/fr/my-account', 'fr')).toBe(false);
    expect(isAnotherLocalesPage('/vinyl/12/a-record', 'en')).toBe(false);
    expect(isAnotherLocalesPage('/kr', 'kr')).toBe(false);
  });

  it('are not the routes no locale owns, which every document reaches', () => {
    expect(isAnotherLocalesPage('/resources/currency', 'fr')).toBe(false);
    expect(isAnotherLocalesPage('/my-account/box/invoice', 'es')).toBe(false);
    expect(isAnotherLocalesPage('/admin/labels.csv', 'zh')).toBe(false);
    expect(isAnotherLocalesPage('/sitemap/projects-1.xml', 'kr')).toBe(false);
    // A page under the same first segment is still a page.
    expect(isAnotherLocalesPage('/my-account/box', 'es')).toBe(true);
  });

  it("are, from a storefront document, the staff side's pages, which its router does not know", () => {
    expect(isAnotherDocumentsPage('/admin', 'en', false)).toBe(true);
    expect(isAnotherDocumentsPage('/fr/admin/orders', 'fr', false)).toBe(true);
    expect(isAnotherDocumentsPage('/admin/labels.csv', 'zh', false)).toBe(true);
    expect(isAnotherDocumentsPage('/fr/boutique-vinyle', 'fr', false)).toBe(false);
    // A staff document knows its locale's every route, the storefront's too.
    expect(isAnotherDocumentsPage('/admin/orders', 'en', true)).toBe(false);
    expect(isAnotherDocumentsPage('/vinyl/1/a-record', 'en', true)).toBe(false);
    expect(isAnotherDocumentsPage('/fr/admin', 'en', true)).toBe(true);
  });
});
