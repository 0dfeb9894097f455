import { describe, expect, it } from 'vitest';
import { isQueryFlagOn, layoutPartsFor } from './layout-rules.ts';

const parts = (path: string, query = '') => layoutPartsFor(path, new URLSearchParams(query));

describe('layoutPartsFor', () => {
  it('shows header, footer, category bar and scripts on a shop page', () => {
    expect(parts('/vinyl-shop')).toEqual({
      header: true,
      footer: true,
      categoryBar: true,
      partnerHeader: false,
      playerBar: true,
      scripts: true,
      scrollRestoration: true,
    });
  });

  it.each(['/player', '/widget', '/widget/'])(
    'leaves scroll restoration (sessionStorage) off on the embed %s',
    (path) => {
      expect(parts(path).scrollRestoration).toBe(false);
      expect(parts('/linktree').scrollRestoration).toBe(true);
    },
  );

  it.each(['/player', '/widget', '/linktree', '/player/12', '/widget/'])('shows no header or footer on %s', (path) => {
    expect(parts(path)).toMatchObject({ header: false, footer: false, categoryBar: false });
  });

  it('gives /sheraf the partner’s header without the category bar', () => {
    expect(parts('/sheraf')).toMatchObject({ header: true, footer: true, categoryBar: false, partnerHeader: true });
    expect(parts('/vinyl-shop').partnerHeader).toBe(false);
    expect(parts('/sheraf', 'nolayout').partnerHeader).toBe(false);
  });

  it('draws no player bar on /widget, which plays in its own card', () => {
    expect(parts('/widget')).toMatchObject({ playerBar: false });
    expect(parts('/player')).toMatchObject({ playerBar: true });
    expect(parts('/', 'nolayout')).toMatchObject({ playerBar: true });
  });

  it.each(['/creation', '/creation/vinyl', '/admin', '/admin/orders'])('hides the category bar on %s', (path) => {
    expect(parts(path)).toEqual({
      header: true,
      footer: true,
      categoryBar: false,
      partnerHeader: false,
      playerBar: true,
      scripts: true,
      scrollRestoration: true,
    });
  });

  it('keeps the header but drops the footer on /project/manage2', () => {
    expect(parts('/project/manage2')).toEqual({
      header: true,
      footer: false,
      categoryBar: true,
      partnerHeader: false,
      playerBar: true,
      scripts: true,
      scrollRestoration: true,
    });
  });

  it('does not treat a page that merely starts with the same letters as a bare page', () => {
    expect(parts('/players-club')).toMatchObject({ header: true, footer: true });
    expect(parts('/administration')).toMatchObject({ categoryBar: true });
  });

  it('drops header and footer with ?nolayout', () => {
    expect(parts('/', 'nolayout')).toEqual({
      header: false,
      footer: false,
      categoryBar: false,
      partnerHeader: false,
      playerBar: true,
      scripts: true,
      scrollRestoration: true,
    });
  });

  it('drops the scripts with ?nojs but keeps the layout', () => {
    expect(parts('/', 'nojs=1')).toEqual({
      header: true,
      footer: true,
      categoryBar: true,
      partnerHeader: false,
      playerBar: true,
      scripts: false,
      scrollRestoration: true,
    });
  });
});

describe('isQueryFlagOn', () => {
  it.each([
    ['nojs', true],
    ['nojs=1', true],
    ['nojs=true', true],
    ['nojs=0', false],
    ['nojs=false', false],
    ['nojs=FALSE', false],
    ['other=1', false],
  ])('reads %s as %s', (query, expected) => {
    expect(isQueryFlagOn(new URLSearchParams(query), 'nojs')).toBe(expected);
  });
});
