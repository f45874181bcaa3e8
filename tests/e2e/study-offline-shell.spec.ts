// The study area offline (issue 28 item 1): its service worker keeps every study screen's shell and
// files, so a study page reloaded with no network shows the screen, never the browser's error page;
// an address it has no shell for shows the school's offline page, in the school's language; the
// study area is installable from its web app manifest; and signing out leaves nothing of the
// student's answers readable, online or offline (not on the page, not in Cache Storage, not in
// IndexedDB). The answers are 周强's (signed in by code): no other spec answers his homework.
import { logIn, logInByCode, signIn } from './support/accounts';
import { encodeEncryptionToken } from './support/encryption-token';
import { answerHomework, cell, question, SAVE_CALL, startHomework, storedAnswers, workHref } from './support/homework';
import { lookAt } from './support/shots';
import { at } from './support/tenants';
import { expect, test, type Page } from './support/test';

const ZHOU_MOBILE = '13800138103';

/** Waits until the study area's worker controls the page: its files are cached by then (it activates after precaching). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/study\/sw\.js$/);
}

/** What Cache Storage and IndexedDB hold for the page's origin: cached addresses, database names. */
function storedOnDevice(page: Page) {
  return page.evaluate(async () => {
    const cached: string[] = [];
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cached.push(new URL(request.url).pathname);
        const response = await cache.match(request);
        if (response && /json|text\/plain/.test(response.headers.get('content-type') ?? '')) bodies.push(await response.text());
      }
    }
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    return { cached, bodies, databases };
  });
}

/** The exam journal's answer rows on this device ([] when there is no journal); the connection is closed again, so a deletion is never held. */
function journalRows(page: Page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'exam-journal')) return [];
    return new Promise<{ answer: unknown; saved: boolean }[]>((resolve) => {
      const open = indexedDB.open('exam-journal');
      // Deleted meanwhile: no empty journal is created by looking.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const read = open.result.transaction('answers').objectStore('answers').getAll();
        read.onsuccess = () => {
          open.result.close();
          resolve(read.result as { answer: unknown; saved: boolean }[]);
        };
      };
    });
  });
}

/** Whether the journal holds `text` as an answer the server has not confirmed. */
const keptUnsent = async (page: Page, text: string) => (await journalRows(page)).some((row) => !row.saved && JSON.stringify(row.answer).includes(text));

/** The token the page's session store holds ('' once the session ended). */
const storedToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('portal:demo:session:token') ?? '""') as string);

test('a study screen reloads offline from the worker; an address with no shell shows the school’s offline page', async ({ page, context, baseURL, request }) => {
  await signIn(page, request, 'demo', '13800138000');
  await page.goto(at(baseURL, 'demo', '/study/mine/'));
  await expect(page.getByRole('heading', { level: 1, name: '我的学习' })).toBeVisible();
  await controlledByWorker(page);
  // Only the study area is controlled: the public pages stay plain files.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname))).toEqual(['/study/']);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? 'none')).toBe('none');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'demo');
  await expect(page.getByRole('heading', { level: 1, name: '我的学习' })).toBeVisible();
  // The widget mounts from the cached files and says it cannot reach the school (its own offline state).
  await expect(page.locator('[data-study-loading]')).toHaveCount(0);
  await lookAt(page, 'study-mine-offline-1280.png');

  // A homework's answering screen (what a student reopens on a train) has its shell and files too.
  await page.goto(at(baseURL, 'demo', '/study/homework/answer/?answerLogId=1&classId=1'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'demo');

  await page.goto(at(baseURL, 'demo', '/study/no-such-screen/?from=train'));
  const offline = page.locator('[data-study-offline]');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('当前处于离线状态');
  await expect(offline).toContainText('这个页面还没有保存在本设备上，连上网络后即可打开。');
  await expect(offline.getByRole('navigation', { name: '离线时可以打开的学习页面：' }).getByRole('link')).toHaveText(['我的学习']);
  await lookAt(page, 'study-offline-page-zh-1280.png');
  await page.setViewportSize({ width: 360, height: 740 });
  await lookAt(page, 'study-offline-page-zh-360.png', { fullPage: true });
  // The way on from there works offline too.
  await offline.getByRole('link', { name: '我的学习' }).click();
  await expect(page).toHaveURL(/\/study\/mine\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的学习' })).toBeVisible();
  await lookAt(page, 'study-mine-offline-360.png');
  await context.setOffline(false);
});

test('in English: the offline page, and the study area installable from the school’s manifest', async ({ page, context, baseURL, request }) => {
  await signIn(page, request, 'beta', '13900139000');
  await page.goto(at(baseURL, 'beta', '/study/mine/'));
  await controlledByWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>);
  expect(manifest).toMatchObject({ name: 'Beta Skills Academy', start_url: '/study/', scope: '/study/', display: 'standalone', theme_color: '#047857' });

  await context.setOffline(true);
  await page.goto(at(baseURL, 'beta', '/study/no-such-screen/'));
  const offline = page.locator('[data-study-offline]');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(offline.getByRole('navigation', { name: 'Study pages you can open offline:' }).getByRole('link')).toHaveText(['My learning']);
  await expect(offline).toContainText('Answers you give in homework and tests are kept on this device');
  await lookAt(page, 'study-offline-page-en-1280.png');
  await context.setOffline(false);
});

test('after sign-out, nothing of the student’s answers is readable offline: not on the page, in Cache Storage or in IndexedDB', async ({ page, context, baseURL, request }) => {
  const login = await logInByCode(request, 'demo', ZHOU_MOBILE);
  // Signed in once in this tab (the sign-out below must hold across its reloads).
  await page.addInitScript(({ login }) => {
    if (sessionStorage.getItem('signed-in-once')) return;
    sessionStorage.setItem('signed-in-once', '1');
    const put = (field: string, value: unknown) => localStorage.setItem(`portal:demo:session:${field}`, JSON.stringify(value));
    put('tenantId', 'demo');
    put('userId', login.userId);
    put('token', login.token);
    put('tokenExpireTime', String(login.expiration));
  }, { login });
  page.on('dialog', (dialog) => void dialog.accept());
  await startHomework(page, baseURL, await workHref(request, login, 'homework'));
  await controlledByWorker(page);
  await answerHomework(page, 1, 4);
  const answerUrl = page.url();
  // The journal holds the typed answer (the fourth question's blanks) before sign-out.
  expect(JSON.stringify(await journalRows(page))).toContain('脱离电源');

  // A session the server ends (a token code answering a save) keeps the journal for its student:
  // signed in again, the answer goes to the server (issue 28).
  const tokenEnded = { code: 40005, msg: '登录已过期，请重新登录', data: null };
  const answerAfterTokenCode = async (text: string) => {
    await page.route(SAVE_CALL, (route) => route.fulfill({ json: tokenEnded }));
    await question(page).getByPlaceholder('请输入...').fill(text);
    await expect.poll(() => storedToken(page).catch(() => 'navigating')).toBe('');
    await expect.poll(() => keptUnsent(page, text).catch(() => false)).toBe(true);
    await page.unroute(SAVE_CALL);
  };
  const signedInAs = (signedIn: { token: string; userId: string; expiration: number }, path: string) =>
    page.goto(at(baseURL, 'demo', `${path}${path.includes('?') ? '&' : '?'}encryptionToken=${encodeEncryptionToken({ ...signedIn, tenantId: 'demo' })}`));
  await answerAfterTokenCode('停电、验电');
  await signedInAs(login, new URL(answerUrl).pathname + new URL(answerUrl).search);
  await expect(cell(page, 5)).toHaveAttribute('data-state', 'answered');
  await expect(cell(page, 5)).toHaveAttribute('data-save', 'saved');
  const answerLogId = new URL(answerUrl).searchParams.get('answerLogId')!;
  expect((await storedAnswers(request, login, answerLogId)).map((record) => record.questionAnswerVO.content)).toContain('停电、验电');

  // Ended again, and another student signs in on this browser: nothing of 周强's journal stays.
  await cell(page, 5).click();
  await answerAfterTokenCode('停电、验电、挂牌');
  await signedInAs(await logIn(request, 'demo', '13800138000'), '/');
  await expect.poll(() => journalRows(page).then((rows) => rows.length, () => -1)).toBe(0);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).not.toContain('exam-journal');

  // 周强 back on his attempt.
  await signedInAs(login, new URL(answerUrl).pathname + new URL(answerUrl).search);
  await cell(page, 5).click();
  await expect(question(page).getByPlaceholder('请输入...')).toHaveValue('停电、验电');

  // Signing out with an answer the server has not had: one more try, then the question; staying
  // keeps the student signed in and answering (issue 28: sign-out never silently drops answers).
  await page.route(SAVE_CALL, (route) => route.fulfill({ status: 503, body: '' }));
  await question(page).getByPlaceholder('请输入...').fill('停电、验电、接地');
  await expect(cell(page, 5)).toHaveAttribute('data-save', 'unsaved');
  await page.getByRole('banner').getByRole('button', { name: /周强/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog', { name: '确定要退出登录吗？' }).getByRole('button', { name: '确认' }).click();
  const unsent = page.getByRole('dialog', { name: '答案尚未提交' });
  await expect(unsent).toContainText('还有 1 条答案未提交到服务器，退出后将丢失。仍要退出吗？');
  await lookAt(page, 'exam-sign-out-unsent-zh-1280.png');
  await unsent.getByRole('button', { name: '继续作答' }).click();
  await expect(unsent).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /周强/ })).toBeVisible();
  await expect(question(page).getByPlaceholder('请输入...')).toHaveValue('停电、验电、接地');
  // The connection back, but slow (each save held until the test lets it go): the sign-out sends
  // the answer first, says so while it waits, and asks nothing.
  await page.unroute(SAVE_CALL);
  let letSavesGo = () => {};
  const savesGo = new Promise<void>((resolve) => (letSavesGo = resolve));
  await page.route(SAVE_CALL, async (route) => {
    await savesGo;
    await route.continue();
  });

  // Signing out as a student does: the header's user menu, confirmed.
  await page.getByRole('banner').getByRole('button', { name: /周强/ }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog', { name: '确定要退出登录吗？' }).getByRole('button', { name: '确认' }).click();
  const sending = page.locator('[data-toast]').filter({ hasText: '正在提交尚未保存的答案，请稍候…' });
  await expect(sending).toBeVisible();
  letSavesGo();
  await expect(page.locator('[data-toast]').filter({ hasText: '退出登录成功' })).toBeVisible();
  await expect(sending).toHaveCount(0);
  await page.unroute(SAVE_CALL);
  await expect(unsent).toHaveCount(0);
  // The signed-out study page moves on to the login page meanwhile: a look taken during that
  // navigation counts as not yet cleared, and the poll looks again.
  await expect
    .poll(() => storedOnDevice(page).then(({ databases }) => databases.includes('exam-journal'), () => true))
    .toBe(false);

  // Offline, the attempt's address reloaded: the visitor's gate, none of the answers. The gate's
  // move to the login page (a public page, not cached) is held by the page's clock.
  await context.setOffline(true);
  await page.clock.install();
  await page.goto(answerUrl);
  await expect(page.locator('[data-study-visitor]')).toBeVisible();
  const html = await page.content();
  for (const answer of ['脱离电源', '心肺复苏']) expect(html).not.toContain(answer);
  const stored = await storedOnDevice(page);
  expect(stored.databases).not.toContain('exam-journal');
  expect(stored.cached.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
  for (const answer of ['脱离电源', '心肺复苏']) expect(stored.bodies.join('\n')).not.toContain(answer);
  // The study shells and files are the same for everyone and stay: the screen still opens.
  expect(stored.cached).toContain('/study/homework/answer/');
  await context.setOffline(false);
});
