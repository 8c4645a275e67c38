// speech.js — reading the article aloud with the browser's Web Speech API
// (speechSynthesis: the voices are the system's, nothing is sent by pith).
// One utterance per block (paragraph, heading, list item…); the block being
// read carries the class pith-speaking and is kept in view.

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, figcaption, pre, td, th, dt, dd';

/** speechBlocks are the article's innermost blocks with text, in reading order. */
export function speechBlocks(root) {
  return [...root.querySelectorAll(BLOCKS)].filter((b) => !b.querySelector(BLOCKS) && b.textContent.trim() !== '');
}

/** voiceFor picks the voice by its URI, else one of the page's language, else the default. */
export function voiceFor(voices, uri, lang) {
  const byURI = voices.find((v) => v.voiceURI === uri);
  if (byURI) return byURI;
  const base = String(lang ?? '').toLowerCase().split('-')[0];
  return (base && voices.find((v) => String(v.lang).toLowerCase().split('-')[0] === base)) || voices.find((v) => v.default) || voices[0] || null;
}

/**
 * createSpeaker reads root's blocks aloud. opts: {win, root, lang,
 * settings: () => ({voice, rate}), onState(state)} where state is 'idle',
 * 'playing' or 'paused'. Returns {toggle, stop, restart, state}.
 */
export function createSpeaker({ win, root, lang = '', settings, onState = () => {} }) {
  let blocks = [];
  let index = -1;
  let state = 'idle';
  let generation = 0; // an utterance of an older generation (cancelled) is ignored
  const synth = () => win.speechSynthesis;

  const setState = (s) => {
    state = s;
    onState(s);
  };
  const mark = (i) => {
    for (const b of root.querySelectorAll('.pith-speaking')) b.classList.remove('pith-speaking');
    const block = blocks[i];
    if (!block) return;
    block.classList.add('pith-speaking');
    const r = block.getBoundingClientRect();
    if (r.top < 60 || r.bottom > win.innerHeight) block.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  function speak(i) {
    if (i >= blocks.length) {
      stop();
      return;
    }
    index = i;
    const gen = generation;
    const { voice, rate } = settings();
    const u = new win.SpeechSynthesisUtterance(blocks[i].textContent.replace(/\s+/g, ' ').trim());
    const v = voiceFor(synth().getVoices(), voice, lang);
    if (v) {
      u.voice = v;
      u.lang = v.lang;
    } else if (lang) u.lang = lang;
    u.rate = rate;
    u.onstart = () => {
      if (gen === generation) mark(i);
    };
    u.onend = () => {
      if (gen === generation && state === 'playing') speak(i + 1);
    };
    u.onerror = u.onend;
    synth().speak(u);
    mark(i);
  }

  function stop() {
    generation++;
    synth()?.cancel();
    mark(-1);
    index = -1;
    setState('idle');
  }

  return {
    get state() { return state; },
    /** toggle plays from the first block on screen, pauses, or resumes. */
    toggle() {
      if (!synth()) throw new Error('this browser cannot read aloud (no speechSynthesis)');
      if (state === 'playing') {
        synth().pause();
        setState('paused');
        return;
      }
      if (state === 'paused') {
        synth().resume();
        setState('playing');
        return;
      }
      blocks = speechBlocks(root);
      const first = blocks.findIndex((b) => b.getBoundingClientRect().bottom > 60);
      generation++;
      synth().cancel();
      setState('playing');
      speak(Math.max(0, first));
    },
    stop,
    /** restart reads the current block again (a new voice or rate). */
    restart() {
      if (state === 'idle' || index < 0) return;
      generation++;
      synth().cancel();
      setState('playing');
      speak(index);
    },
  };
}
