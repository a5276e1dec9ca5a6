import { afterAll, describe, expect, it, vi } from 'vitest';

/** Two tabs: separate module instances (each its own dirty set and tab channel), talking over BroadcastChannel. */
async function openTab() {
  vi.resetModules();
  const forms = await import('@app/pwa/dirty-forms');
  const channel = await import('@app/offline/tab-channel');
  return { forms, close: () => channel.tabChannel()?.close() };
}

const tabs: Array<Awaited<ReturnType<typeof openTab>>> = [];
afterAll(() => tabs.forEach((t) => t.close()));

describe('dirty forms across tabs (the update prompt waits for every tab)', () => {
  it('a dirty form in one tab holds the update in another, until it is saved or the tab answers clean', async () => {
    const a = await openTab();
    const b = await openTab();
    tabs.push(a, b);
    a.forms.askOtherTabs();
    b.forms.askOtherTabs();
    expect(a.forms.hasDirtyForms()).toBe(false);

    b.forms.setFormDirty('farmer-form', true);
    await expect.poll(() => a.forms.hasDirtyForms()).toBe(true);

    // The prompt asks again: the dirty tab answers.
    a.forms.askOtherTabs();
    expect(a.forms.hasDirtyForms()).toBe(false);
    await expect.poll(() => a.forms.hasDirtyForms()).toBe(true);

    b.forms.setFormDirty('farmer-form', false);
    await expect.poll(() => a.forms.hasDirtyForms()).toBe(false);
    expect(b.forms.hasDirtyForms()).toBe(false);
  });
});
