// End-to-end: the packed Chrome extension (dist/chrome, built by build.sh) in
// headless Chromium (Debian's chromium, driven by playwright-core), on fixture
// pages served from 127.0.0.1. The scenarios are shared with Firefox
// (lib/scenarios.js); screenshots and timings go to dist/test-artifacts/chromium/.
import { extensionScenarios } from './lib/scenarios.js';
import { createChromiumDriver } from './lib/chromium.js';

extensionScenarios({ browser: 'chromium', createDriver: createChromiumDriver, nativeTriggers: false, suspend: false });
