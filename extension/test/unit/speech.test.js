import { test } from 'node:test';
import assert from 'node:assert/strict';
import { voiceFor } from '../../shared/speech.js';

test('voiceFor: the chosen voice, else the page\'s language, else the default', () => {
  const voices = [{ voiceURI: 'a', lang: 'en-US', default: true }, { voiceURI: 'b', lang: 'de-DE' }, { voiceURI: 'c', lang: 'fr-FR' }];
  assert.equal(voiceFor(voices, 'c', 'de').voiceURI, 'c');
  assert.equal(voiceFor(voices, 'gone', 'de-AT').voiceURI, 'b');
  assert.equal(voiceFor(voices, '', 'ja').voiceURI, 'a');
  assert.equal(voiceFor([], '', 'en'), null);
});
