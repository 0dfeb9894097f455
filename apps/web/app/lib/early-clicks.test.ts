// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script.ts';
import {
  EARLY_CLICKS_GLOBAL,
  heldEarlyClick,
  holdEarlyClick,
  replayEarlyClick,
  replayEarlyChanges,
  replayHeldEarlyClick,
  takeEarlyChanges,
  takeEarlyClick,
} from './early-clicks.ts';

/** The server's page, as far as the script is concerned, with the inline script run as the browser would. */
const PAGE = `
  <header id="top">
    <button type="button" popovertarget="menu" data-name="menu">Menu</button>
    <div id="menu" popover>Menu</div>
    <a href="/vinyl-shop" data-name="link">Shop</a>
  </header>
  <main>
    <form method="post" action="/cart">
      <button data-name="add">Add to cart</button>
      <button type="button" data-name="in-form">Less</button>
    </form>
    <section>
      <ol>
        <li><button type="button" data-name="play-1"><svg><path d="M0 0"></path></svg></button></li>
        <li><button type="button" data-name="play-2"><svg><path d="M0 0"></path></svg></button></li>
        <li><button type="button" disabled data-name="play-3">3</button></li>
      </ol>
    </section>
    <button data-name="outside">Play the record</button>
    <button type="button" commandfor="dialog" command="show-modal" data-name="command">Open</button>
    <select name="country_id" data-name="country"><option value="FR">France</option><option value="DE">Germany</option></select>
  </main>`;

function runScript(): void {
  // The same text the page inlines, run in the page's window as the browser runs an inline script.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script, tested as it is
  const run = new Function(EARLY_CLICKS_SCRIPT) as () => void;
  run();
}

function element(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-name="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  runScript();
});

afterEach(() => {
  takeEarlyClick();
  takeEarlyChanges();
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  vi.useRealTimers();
});

describe('the inline script', () => {
  it('keeps the last click on a button that needs a script', () => {
    element('play-1').click();
    element('play-2')
      .querySelector('path')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick()?.element).toBe(element('play-2'));
  });

  it('keeps a submit button outside any form and a type=button one inside a form', () => {
    element('outside').click();
    expect(takeEarlyClick()?.element).toBe(element('outside'));
    runScript();
    element('in-form').click();
    expect(takeEarlyClick()?.element).toBe(element('in-form'));
  });

  it('leaves alone what works without a script: links, form submits, popovers, commands', () => {
    element('play-1').click();
    for (const name of ['link', 'add', 'menu', 'command']) {
      element(name).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    // The last one that needs a script is still the one kept.
    expect(takeEarlyClick()?.element).toBe(element('play-1'));
  });

  it('prevents nothing: the click goes on to the page, not cancelled', () => {
    const link = element('link');
    let seen: MouseEvent | null = null;
    document.addEventListener('click', (event) => (seen = event));
    const play = element('play-1');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    play.dispatchEvent(event);
    expect(seen).toBe(event);
    expect(event.defaultPrevented).toBe(false);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);
  });

  it('keeps no click on a disabled button, and nothing when nothing was clicked', () => {
    expect(takeEarlyClick()).toBeNull();
    runScript();
    element('play-3').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick()).toBeNull();
  });

  it('stops listening once the click is taken (React handles the clicks from then on)', () => {
    element('play-1').click();
    expect(takeEarlyClick()?.element).toBe(element('play-1'));
    element('play-2').click();
    expect(takeEarlyClick()).toBeNull();
  });
});

describe('the replay', () => {
  it('clicks the same button again, once', () => {
    const play = element('play-2');
    play.click();
    const click = takeEarlyClick();
    if (!click) throw new Error('no click kept');
    const onClick = vi.fn();
    play.addEventListener('click', onClick);
    expect(replayEarlyClick(click)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('finds the button at the same place when hydration replaced the server’s elements', () => {
    element('play-2').click();
    const click = takeEarlyClick();
    if (!click) throw new Error('no click kept');
    // The client renders the page anew (a hydration error): the same markup, new elements.
    document.body.innerHTML = PAGE;
    const onClick = vi.fn();
    element('play-2').addEventListener('click', onClick);
    element('play-1').addEventListener('click', () => {
      throw new Error('the wrong button was clicked');
    });
    expect(click.element.isConnected).toBe(false);
    expect(replayEarlyClick(click)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('goes from the nearest id down', () => {
    document.body.innerHTML = `<div><span></span><div id="tracks"><p></p><button type="button">1</button><button type="button">2</button></div></div>`;
    runScript();
    document.querySelectorAll('#tracks button')[1]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const click = takeEarlyClick();
    expect(click?.anchorId).toBe('tracks');
    expect(click?.steps).toEqual([['BUTTON', 1]]);
  });

  it('clicks nothing when the place holds no enabled button any more', () => {
    element('play-1').click();
    const click = takeEarlyClick();
    if (!click) throw new Error('no click kept');
    document.body.innerHTML = PAGE.replace(
      '<button type="button" data-name="play-1">',
      '<button type="button" disabled data-name="play-1">',
    );
    const onClick = vi.fn();
    document.addEventListener('click', onClick);
    expect(replayEarlyClick(click)).toBe(false);
    document.body.innerHTML = '<main></main>';
    expect(replayEarlyClick(click)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
    document.removeEventListener('click', onClick);
  });

  it('after hydration: replays the held click once, from a task after the effects', () => {
    vi.useFakeTimers();
    const play = element('play-1');
    const onClick = vi.fn();
    play.click();
    holdEarlyClick();
    expect(heldEarlyClick()?.element).toBe(play);
    play.addEventListener('click', onClick);

    // StrictMode runs an effect, cleans it up and runs it again: still one click.
    replayHeldEarlyClick()();
    const cleanUp = replayHeldEarlyClick();
    expect(onClick).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(heldEarlyClick()).toBeNull();
    cleanUp();
    replayHeldEarlyClick();
    vi.runAllTimers();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has nothing to hold on a page without the script', () => {
    takeEarlyClick();
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
    holdEarlyClick();
    expect(heldEarlyClick()).toBeNull();
  });
});

describe('a select changed before hydration', () => {
  function choose(select: HTMLSelectElement, value: string): void {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('is kept with the value chosen, and taken once', () => {
    const country = element('country') as HTMLSelectElement;
    choose(country, 'DE');
    expect(takeEarlyChanges()).toEqual([[country, 'DE']]);
    expect(takeEarlyChanges()).toEqual([]);
    // No longer listened to once taken: React's handlers have it from then on.
    choose(country, 'FR');
    expect(takeEarlyChanges()).toEqual([]);
  });

  it('gets its value back and one change event once hydrated, before the early click', () => {
    vi.useFakeTimers();
    const country = element('country') as HTMLSelectElement;
    const play = element('play-1');
    choose(country, 'DE');
    play.click();
    holdEarlyClick();
    // Hydration reset the select to the server's value; the handlers are React's now.
    country.value = 'FR';
    const seen: string[] = [];
    country.addEventListener('change', () => seen.push(`change ${country.value}`));
    play.addEventListener('click', () => seen.push('click'));
    replayHeldEarlyClick();
    expect(seen).toEqual([]);
    vi.runAllTimers();
    expect(seen).toEqual(['change DE', 'click']);
    replayHeldEarlyClick();
    vi.runAllTimers();
    expect(seen).toHaveLength(2);
  });

  it('sends nothing for a select gone from the page, disabled, or without the option any more', () => {
    const gone = document.createElement('select');
    const disabled = element('country') as HTMLSelectElement;
    disabled.disabled = true;
    const onChange = vi.fn();
    document.addEventListener('change', onChange);
    expect(
      replayEarlyChanges([
        [gone, 'DE'],
        [disabled, 'DE'],
      ]),
    ).toBe(0);
    disabled.disabled = false;
    expect(replayEarlyChanges([[disabled, 'IT']])).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(replayEarlyChanges([[disabled, 'DE']])).toBe(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    document.removeEventListener('change', onChange);
  });
});
