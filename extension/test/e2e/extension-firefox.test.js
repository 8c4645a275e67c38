// End-to-end: the packed Firefox extension (dist/firefox, built by build.sh)
// in stock, headless Firefox ESR (Debian's firefox-esr, driven by
// puppeteer-core over WebDriver BiDi: lib/firefox.js), on fixture pages served
// from 127.0.0.1. The same scenarios as Chromium (lib/scenarios.js), pressing
// Firefox's real toolbar button, shortcut keys and context menu; screenshots
// and timings go to dist/test-artifacts/firefox/.
import { extensionScenarios } from './lib/scenarios.js';
import { createFirefoxDriver } from './lib/firefox.js';

extensionScenarios({ browser: 'firefox', createDriver: createFirefoxDriver, nativeTriggers: true, suspend: true });
