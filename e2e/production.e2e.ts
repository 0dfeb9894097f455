// Journey "Production" (issue 15, docs/production.md): the demo artist's successful project goes through
// every phase. The artist gives a barcode and sends the artwork; demo-team refuses the artwork with a
// reason, the artist sends a new one, staff validate; the artist refuses the first test pressing with a
// note on a side and on a track, and approves the second; the plant gives its own later dispatch date;
// staff validate the address check and every buyer's confirmation e-mail is in the outbox. The demo
// customer's order page shows the stage and the estimated ship date at each point, the parcel follows
// the pressing, and the buyer confirms the address in one click. Axe runs on every page. The routine
// actions (release information, billing...) go through the API with the same sessions, the way the
// pages post them.
import AxeBuilder from '@axe-core/playwright';
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { ean13CheckDigit } from '@spindle/domain';
import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  demoEmail,
  expect,
  newJourneyContext,
  passSecondFactor,
  seriousA11yViolations,
  setTimeoutFromMeasurement,
  signInThroughApi,
  test,
} from './fixtures.ts';

interface ProductionItem {
  project_id: number;
  name: string;
}

interface ActionView {
  key: string;
  status: string;
}

interface ProductionView {
  phases: { actions: ActionView[] }[];
  buyers: number | null;
}

/** The view with what the artist submitted for the tracklisting. */
interface TracklistedView {
  phases: { actions: { key: string; data: { tracks?: { title: string; side: string }[] } }[] }[];
}

/** The first of the demo artist's productions nothing was done in yet (a retry takes the next one). */
async function untouchedProduction(api: APIRequestContext): Promise<ProductionItem> {
  let found: ProductionItem | undefined;
  await expect
    .poll(
      async () => {
        const { items } = (await (await api.get('/api/user/production')).json()) as { items: ProductionItem[] };
        for (const item of items) {
          const view = (await (await api.get(`/api/production/${item.project_id}`)).json()) as ProductionView;
          const actions = view.phases.flatMap((phase) => phase.actions);
          if (actions.length > 0 && actions.every((action) => action.status === 'to_do')) {
            found = item;
            return true;
          }
        }
        return false;
      },
      {
        message: 'the demo artist should have a production ready to start (the server starts it at boot)',
        timeout: 30_000,
      },
    )
    .toBe(true);
  if (!found) throw new Error('no production');
  return found;
}

/** The demo customer's order holding the project. */
async function buyerOrderOf(api: APIRequestContext, projectId: number): Promise<number> {
  const { items } = (await (await api.get('/api/user/orders?size=50')).json()) as { items: { id: number }[] };
  for (const order of items) {
    const detail = (await (await api.get(`/api/user/orders/${order.id}/shop`)).json()) as {
      shops: { items: { project_id: number | null }[] }[];
    };
    if (detail.shops.some((shop) => shop.items.some((item) => item.project_id === projectId))) return order.id;
  }
  throw new Error('the demo customer has no order of the project');
}

/** A valid EAN-13 the artist owns: twelve random digits and their check digit. */
function ownBarcode(): { good: string; wrongCheckDigit: string } {
  const first12 = `50${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const digit = ean13CheckDigit(first12);
  return { good: `${first12}${digit}`, wrongCheckDigit: `${first12}${(digit + 1) % 10}` };
}

/** A 12" front sleeve as a plant wants it: square, CMYK, 300 ppi with the bleed (3,792 px). */
async function printReadySleeve(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 3800, height: 3800, channels: 3, background: colour } })
    .toColourspace('cmyk')
    .jpeg({ quality: 50 })
    .toBuffer();
}

/** Axe on a page of another browser context (the artist's, the buyer's): no serious violation. */
async function expectAccessibleOn(other: Page): Promise<void> {
  const builder = new AxeBuilder({ page: other }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  expect(await seriousA11yViolations(builder), other.url()).toEqual([]);
}

/** A JSON post with the session of a browser context, from this site (the API checks the Origin). */
function postAs(page: Page, baseURL: string, url: string, data: object) {
  return page.request.post(url, { data, headers: { origin: baseURL } });
}

/** The card of an action on a production page, by its name. */
function actionCard(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

test('a successful demo project goes through pre-production, production and post-production', async ({
  page,
  browser,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  // Measured 84 s on a busy 2-core machine beside admin.e2e.ts: two 12" sleeves rendered, four axe runs.
  setTimeoutFromMeasurement(90_000);
  const artistContext = await newJourneyContext(browser, baseURL);
  const buyerContext = await newJourneyContext(browser, baseURL);
  const artist = await artistContext.newPage();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(artist.request, baseURL ?? '', 'artist');
  await signInThroughApi(buyer.request, baseURL ?? '', 'customer');
  const project = await untouchedProduction(artist.request);
  const orderId = await buyerOrderOf(buyer.request, project.project_id);
  const productionPath = `/api/production/${project.project_id}`;
  const staffPath = `/api/admin/production/${project.project_id}`;

  const origin = baseURL ?? '';

  /** The buyer's order page shows the pressing stage in plain words and the estimated ship date. */
  async function buyerSees(stage: RegExp, check = false) {
    await buyer.goto(`/my-account/orders/${orderId}`);
    const line = buyer.getByRole('main').getByRole('listitem').filter({ hasText: project.name });
    const pressing = line.getByTestId('pressing-stage');
    await expect(pressing).toContainText(stage);
    await expect(pressing).toContainText(/Estimated ship date: \w+/);
    if (check) await expectAccessibleOn(buyer);
  }

  await test.step('the buyer sees the pressing being prepared, with an estimated ship date', async () => {
    await buyerSees(/The artist and our team are preparing the pressing\./, true);
  });

  await test.step('the artist opens the production from their projects, and gives a barcode', async () => {
    await artist.goto('/my-account/projects');
    await artist.getByRole('link', { name: `Production of ${project.name}` }).click();
    await expect(artist.getByRole('heading', { level: 1, name: `Production: ${project.name}` })).toBeVisible();
    await expect(artist.getByTestId('ship-estimate')).toContainText('Records ship around');
    await expectAccessibleOn(artist);
    const barcode = actionCard(artist, 'Barcode');
    const codes = ownBarcode();
    await barcode.getByLabel('I have my own barcode').check();
    await barcode.getByLabel('EAN-13 or UPC code').fill(codes.wrongCheckDigit);
    await barcode.getByRole('button', { name: 'Submit for checking' }).click();
    await expect(barcode.getByText('The last digit (the check digit) does not match: check the code.')).toBeVisible();
    await barcode.getByLabel('EAN-13 or UPC code').fill(codes.good);
    await barcode.getByRole('button', { name: 'Submit for checking' }).click();
    await expect(actionCard(artist, 'Barcode').getByText('Waiting for Spindle')).toBeVisible();
  });

  await test.step('the artist sends the print-ready artwork for checking', async () => {
    const artwork = actionCard(artist, 'Print-ready artwork');
    const sleeve = await printReadySleeve({ r: 200, g: 40, b: 90 });
    await artwork
      .getByLabel('File')
      .setInputFiles({ name: 'sleeve-front.jpg', mimeType: 'image/jpeg', buffer: sleeve });
    await artwork.getByRole('button', { name: 'Send the file' }).click();
    await expect(actionCard(artist, 'Print-ready artwork').getByTestId('print-check')).toContainText('Print-ready');
    await actionCard(artist, 'Print-ready artwork').getByRole('button', { name: 'Submit for checking' }).click();
    await expect(actionCard(artist, 'Print-ready artwork').getByText('Waiting for Spindle')).toBeVisible();
  });

  await test.step('demo-team opens the board and refuses the artwork with a reason', async () => {
    await signIn('team');
    await page.goto('/admin/production');
    await passSecondFactor(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
    await expectAccessible();
    const waiting = page.getByRole('table', { name: 'Waiting for staff' });
    await expect(
      waiting.getByRole('row').filter({ hasText: project.name }).filter({ hasText: 'Print-ready artwork' }),
    ).toBeVisible();
    await waiting.getByRole('link', { name: project.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Production: ${project.name}` })).toBeVisible();
    await expectAccessible();
    const artwork = actionCard(page, 'Print-ready artwork');
    await artwork
      .getByLabel('Reason the artist will read')
      .fill('The spine text runs into the bleed: keep it 5 mm inside.');
    await artwork.getByRole('button', { name: 'Refuse' }).click();
    await expect(
      actionCard(page, 'Print-ready artwork').getByText('Refused: The spine text runs into the bleed'),
    ).toBeVisible();
    await actionCard(page, 'Barcode').getByRole('button', { name: 'Validate' }).click();
    await expect(actionCard(page, 'Barcode').getByText('Done', { exact: true })).toBeVisible();
  });

  await test.step('the artist reads the reason, sends a new artwork, and staff validate it', async () => {
    await artist.reload();
    const artwork = actionCard(artist, 'Print-ready artwork');
    await expect(artwork.getByRole('note')).toHaveText(
      'Refused: The spine text runs into the bleed: keep it 5 mm inside.',
    );
    const sleeve = await printReadySleeve({ r: 30, g: 90, b: 160 });
    await artwork
      .getByLabel('File')
      .setInputFiles({ name: 'sleeve-front-v2.jpg', mimeType: 'image/jpeg', buffer: sleeve });
    await artwork.getByRole('button', { name: 'Send the file' }).click();
    await expect(
      actionCard(artist, 'Print-ready artwork').getByRole('link', { name: 'Download sleeve-front-v2.jpg' }),
    ).toBeVisible();
    await actionCard(artist, 'Print-ready artwork').getByRole('button', { name: 'Submit for checking' }).click();
    await expect(actionCard(artist, 'Print-ready artwork').getByText('Waiting for Spindle')).toBeVisible();
    await page.reload();
    await actionCard(page, 'Print-ready artwork').getByRole('button', { name: 'Validate' }).click();
    await expect(actionCard(page, 'Print-ready artwork').getByText('Done', { exact: true })).toBeVisible();
  });

  await test.step('the rest of pre-production is filled in and checked', async () => {
    const act = (step: string, data: object) =>
      postAs(artist, origin, `${productionPath}/actions/${step}`, { intent: 'submit', data });
    const upload = (step: string) =>
      postAs(artist, origin, `${productionPath}/actions/${step}/files`, {
        name: 'authorisation.pdf',
        data: Buffer.from('%PDF-1.7\n%demo\n').toString('base64'),
      });
    const view = (await (await artist.request.get(productionPath)).json()) as {
      side_check: { rpm: number; suggestion: { title: string; duration_seconds: number; side: string }[] };
    };
    const address = {
      name: 'Demo Artist',
      address: '12 rue Oberkampf',
      zip_code: '75011',
      city: 'Paris',
      country_id: 'FR',
    };
    const submissions: [string, object][] = [
      ['pre-production.information', { title: project.name, artist_name: 'Demo Artist' }],
      ['pre-production.tracks', { confirmed: true }],
      ['pre-production.tracklisting', { rpm: view.side_check.rpm, tracks: view.side_check.suggestion }],
      ['pre-production.shipping', { destination: 'logistician', copies_to_artist: 10 }],
      ['pre-production.order_form', { quantity: 300, accepted: true }],
      ['pre-production.payment', { method: 'from_sales' }],
      ['pre-production.delivery', address],
      ['pre-production.billing', address],
    ];
    expect((await upload('pre-production.mechanical_rights')).ok()).toBe(true);
    submissions.push([
      'pre-production.mechanical_rights',
      { holder: 'own_compositions', declaration: 'All songs are ours.' },
    ]);
    for (const [step, data] of submissions) {
      const response = await act(step, data);
      expect(response.ok(), `${step}: ${await response.text()}`).toBe(true);
      const checked = await postAs(page, origin, `${staffPath}/actions/${step}`, { to: 'valid' });
      expect(checked.ok(), `${step}: ${await checked.text()}`).toBe(true);
    }
  });

  const staffMove = async (step: string, to: string) => {
    const response = await postAs(page, origin, `${staffPath}/actions/${step}`, { to });
    expect(response.ok(), `${step} -> ${to}: ${await response.text()}`).toBe(true);
  };

  await test.step('the artist approves the proof and refuses the first test pressing with a comment', async () => {
    await staffMove('production.pressing_proof', 'to_check');
    await artist.reload();
    await actionCard(artist, 'Pressing proof').getByRole('button', { name: 'Approve' }).click();
    await expect(actionCard(artist, 'Pressing proof').getByText('Done', { exact: true })).toBeVisible();
    await buyerSees(/The test pressing is being made and checked\./);

    await page.reload();
    await actionCard(page, 'Test pressing').getByRole('button', { name: 'Send to the artist' }).click();
    await expect(actionCard(page, 'Test pressing').getByText('Waiting for the artist')).toBeVisible();
    await artist.reload();
    // The last track of the record as the artist listed it: its note goes with its side and title.
    const listed = ((await (await artist.request.get(productionPath)).json()) as TracklistedView).phases
      .flatMap((phase) => phase.actions)
      .find((action) => action.key === 'pre-production.tracklisting')?.data.tracks;
    const last = listed?.at(-1);
    if (!listed || !last) throw new Error('the tracklisting was submitted above');
    const testPressing = actionCard(artist, 'Test pressing');
    await testPressing.getByLabel('What is wrong').fill('The last track crackles.');
    await testPressing.getByLabel('Side A as a whole (optional)').fill('Quiet and clean.');
    await testPressing
      .getByLabel(`${listed.length}. ${last.title} (optional)`, { exact: true })
      .fill('Crackles from 1:20 to the end.');
    await testPressing.getByRole('button', { name: 'Refuse' }).click();
    const rounds = actionCard(artist, 'Test pressing').getByTestId('test-pressing-rounds');
    await expect(rounds).toContainText('Round 1 · Refused');
    await expect(rounds).toContainText('Side A: Quiet and clean.');
    await expect(rounds).toContainText(`Side ${last.side}, ${last.title}: Crackles from 1:20 to the end.`);
    await expect(rounds).toContainText('Round 2 · Being pressed');
    await expectAccessibleOn(artist);
  });

  await test.step('staff send the second test pressing and the artist approves it', async () => {
    await page.reload();
    await actionCard(page, 'Test pressing').getByRole('button', { name: 'Send to the artist' }).click();
    await expect(actionCard(page, 'Test pressing').getByText('Waiting for the artist')).toBeVisible();
    await artist.reload();
    await actionCard(artist, 'Test pressing').getByRole('button', { name: 'Approve' }).click();
    await expect(actionCard(artist, 'Test pressing').getByTestId('test-pressing-rounds')).toContainText(
      'Round 2 · Approved',
    );
    await buyerSees(/Your records are being pressed\./);
    // The parcel follows the pressing: its status says so too.
    await expect(buyer.getByTestId('shop-order-note')).toHaveText(
      'The test pressing is approved: your records are being pressed.',
    );
  });

  await test.step('the plant gives its own, later date for the dispatch: the buyer’s estimate follows', async () => {
    await buyer.reload();
    const before = await buyer.getByTestId('pressing-stage').innerText();
    const plantDay = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
    await page.reload();
    const dispatch = actionCard(page, 'Dispatch from the plant');
    await dispatch.getByLabel('The plant’s date').fill(plantDay);
    await dispatch.getByRole('button', { name: 'Move the planned date' }).click();
    await expect(actionCard(page, 'Dispatch from the plant').getByText('The planned date is moved.')).toBeVisible();
    await expect(actionCard(page, 'Dispatch from the plant')).toContainText('(the plant’s date)');
    await buyer.reload();
    await expect(buyer.getByTestId('pressing-stage')).toContainText(/Estimated ship date: \w+/);
    expect(await buyer.getByTestId('pressing-stage').innerText()).not.toBe(before);
  });

  await test.step('the records leave the plant, reach the warehouse, and staff validate the address check', async () => {
    await staffMove('production.dispatch', 'valid');
    await staffMove('post-production.shipping', 'valid');
    await buyerSees(/The records are on their way to our warehouse\./);
    await staffMove('post-production.reception', 'valid');
    await page.reload();
    await actionCard(page, 'Buyers’ address check').getByRole('button', { name: 'Validate' }).click();
    await expect(actionCard(page, 'Buyers’ address check').getByText('Done', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  await test.step('every buyer’s address-check e-mail is in the outbox, once each', async () => {
    const buyers = ((await (await page.request.get(staffPath)).json()) as ProductionView).buyers ?? 0;
    expect(buyers).toBeGreaterThanOrEqual(3);
    const mails = await outboxOf(baseURL ?? '', 'production_address_check', project.name, buyers);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
    expect(mails.map((mail) => mail.to)).toContain(demoEmail('customer'));
    const own = mails.find((mail) => mail.to === demoEmail('customer'));
    expect(own?.text).toContain(`/my-account/orders/${orderId}`);
    await buyerSees(/Your record ships soon: check your delivery address\./, true);
  });

  await test.step('the buyer confirms the delivery address in one click', async () => {
    await expect(buyer.getByTestId('shop-order-note')).toContainText('Your records are at our warehouse.');
    await buyer.getByRole('button', { name: 'This address is right' }).click();
    await expect(buyer.getByText('The delivery address is saved.')).toBeVisible();
    await expect(buyer.getByTestId('shop-order-note')).toHaveCount(0);
  });

  await test.step('the stock syncs, the artist gives feedback, staff complete the production', async () => {
    await staffMove('post-production.sync', 'valid');
    const feedback = await postAs(artist, origin, `${productionPath}/actions/post-production.feedback`, {
      intent: 'submit',
      data: { rating: 5, comment: 'Lovely pressing.' },
    });
    expect(feedback.ok(), await feedback.text()).toBe(true);
    await staffMove('post-production.completed', 'valid');
    await artist.goto('/production/summary');
    await expect(artist.getByRole('heading', { level: 1, name: 'My productions' })).toBeVisible();
    await expect(artist.getByRole('listitem').filter({ hasText: project.name })).toContainText(
      'The pressing is complete.',
    );
    await expectAccessibleOn(artist);
  });

  await artistContext.close();
  await buyerContext.close();
});

/** The newest e-mails of a template about a project (read as the demo admin), once `count` are there. */
async function outboxOf(baseURL: string, template: string, projectName: string, count: number) {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: { email: demoEmail('admin'), password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    let mails: { to: string; subject: string; text: string }[] = [];
    await expect
      .poll(
        async () => {
          const response = await api.get(`/api/admin/outbox?${new URLSearchParams({ template, limit: '100' })}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const { items } = (await response.json()) as { items: { to: string; subject: string; text: string }[] };
          mails = items.filter((mail) => mail.subject.includes(projectName));
          return mails.length;
        },
        { message: `${count} ${template} e-mails about ${projectName}`, timeout: 30_000 },
      )
      .toBe(count);
    return mails;
  } finally {
    await api.dispose();
  }
}
