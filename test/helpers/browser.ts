import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';

const CHROMIUM = '/usr/bin/chromium';
const CHROMEDRIVER = '/usr/bin/chromedriver';

/** Browser tests run only where Debian's chromium and chromium-driver are installed. */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM) && existsSync(CHROMEDRIVER);
}

/**
 * A headless Chromium session through chromedriver. Both binaries are named explicitly: otherwise
 * webdriverio downloads its own browser and driver, which these machines cannot fetch.
 * Each session gets a fresh profile, removed when the process exits.
 */
export async function openBrowser(): Promise<WebdriverIO.Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cartera-chromium-'));
  process.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--no-default-browser-check',
          `--user-data-dir=${profile}`,
          '--window-size=1280,1000',
        ],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  });
}
