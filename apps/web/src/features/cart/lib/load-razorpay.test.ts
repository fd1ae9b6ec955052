import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RAZORPAY_CHECKOUT_URL } from './load-razorpay';

// The loader remembers its script for the page's life: each test starts with a fresh module.
let loadRazorpay: () => Promise<void>;
beforeEach(async () => {
  vi.resetModules();
  ({ loadRazorpay } = await import('./load-razorpay'));
});

const fakeRazorpay = class {
  open() {}
} as unknown as NonNullable<typeof window.Razorpay>;

/** What Checkout.js does when it arrives: defines window.Razorpay, then 'load'. */
const arrive = () => {
  window.Razorpay = fakeRazorpay;
  scripts()[0]?.dispatchEvent(new Event('load'));
};

const scripts = () => [...document.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.Razorpay;
});

describe('loadRazorpay', () => {
  it('adds Checkout.js once, however often a payment starts', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    arrive();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await expect(loadRazorpay()).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('counts a script that loads without defining Razorpay as a failure', async () => {
    const attempt = loadRazorpay();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('Razorpay Checkout could not be loaded');
    expect(scripts()).toHaveLength(0);
  });

  it('lets the next attempt load again after a failed load', async () => {
    const failed = loadRazorpay();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Razorpay Checkout could not be loaded');
    expect(scripts()).toHaveLength(0);
    const retry = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    arrive();
    await expect(retry).resolves.toBeUndefined();
  });
});
