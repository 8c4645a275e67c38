// reader-speech.js — the reader's "Listen" controls over shared/speech.js:
// the play / pause button, the voice list, and a speaker for the article
// painted now (a re-painted article gets a new one).
import { createSpeaker } from '../shared/speech.js';

/**
 * createSpeechControls: win is the reader's window; prefs() its settings
 * ({ttsVoice, ttsRate}); lang() the page's language; toast tells the user.
 */
export function createSpeechControls({ win, prefs, lang, toast }) {
  const doc = win.document;
  const $ = (id) => doc.getElementById(id);
  let speaker = null;

  /** showVoices lists the system's voices in the voice menu. */
  function showVoices() {
    const voices = win.speechSynthesis?.getVoices?.() ?? [];
    const select = $('voice');
    const options = voices.map((v) => {
      const o = doc.createElement('option');
      o.value = v.voiceURI;
      o.textContent = `${v.name} (${v.lang})`;
      return o;
    });
    select.replaceChildren(select.options[0], ...options);
    select.value = voices.some((v) => v.voiceURI === prefs().ttsVoice) ? prefs().ttsVoice : '';
  }

  function onState(state) {
    $('speak').setAttribute('aria-pressed', String(state === 'playing'));
    $('speak').textContent = { idle: '▶ Listen', playing: '❚❚ Pause', paused: '▶ Resume' }[state];
    doc.body.dataset.speech = state;
  }

  win.speechSynthesis?.addEventListener?.('voiceschanged', showVoices);
  win.addEventListener('pagehide', () => speaker?.stop());

  return {
    showVoices,
    /** toggle starts reading the article, pauses or resumes. */
    toggle() {
      const article = $('article');
      if (!article) return;
      speaker ??= createSpeaker({ win, root: article, lang: lang(), settings: () => ({ voice: prefs().ttsVoice, rate: prefs().ttsRate }), onState });
      try {
        speaker.toggle();
      } catch (err) {
        toast(err.message);
      }
    },
    stop: () => speaker?.stop(),
    restart: () => speaker?.restart(),
    /** reset stops and forgets the speaker (the article is painted again). */
    reset() {
      speaker?.stop();
      speaker = null;
    },
  };
}
