// Runs inside the page (added as an init script before the app's own code). Measures in the page, with
// the page's clock: from an input event's timestamp to the frame that shows its effect. Node only arms
// a measurement, sends the input through Playwright and collects the result, so Playwright's round
// trips never count.
//
//   __bench.arm({ kind, event, key, params, timeoutMs })   before sending the input
//   await __bench.wait()                                   the result (or { timeout: true })
//
// A measurement starts at the event's `timeStamp` (when the browser received the input, so time spent
// waiting for a busy main thread counts) and notes:
//   dom:   the first moment the page's DOM shows the effect (checked on every DOM mutation under the
//          root and on every frame);
//   frame: the next animation frame after that (the frame that renders it starts);
//   paint: a task posted from that frame, which runs once the frame has been produced;
//   shown: the animation frame after that one ("double rAF": the effect has been painted).
// Kinds add their own marks (see CHECKS).
(() => {
  if (window.__bench) return;
  const now = () => performance.now();
  const longTasks = [];
  const frames = [];
  const events = [];
  const observe = (type, push, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(push)).observe({ type, buffered: true, ...extra });
    } catch {
      // not supported by this browser
    }
  };
  observe('longtask', (e) => longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) =>
    frames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      renderStart: e.renderStart,
      styleAndLayoutStart: e.styleAndLayoutStart,
      scripts: (e.scripts ?? []).map((s) => ({
        invoker: s.invoker,
        invokerType: s.invokerType,
        fn: s.sourceFunctionName,
        url: s.sourceURL,
        char: s.sourceCharPosition,
        start: s.startTime,
        duration: s.duration,
        forcedStyleAndLayout: s.forcedStyleAndLayoutDuration,
      })),
    }),
  );
  observe(
    'event',
    (e) =>
      events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processing: e.processingEnd - e.processingStart,
        delay: e.processingStart - e.startTime,
        interactionId: e.interactionId,
      }),
    { durationThreshold: 16 },
  );

  // Every search request of a scenario is looked up by its timing (the default buffer keeps 250 entries).
  try {
    performance.setResourceTimingBufferSize(100_000);
  } catch {
    // not supported
  }

  // Custom-field frames announce their load with an event that does not bubble and never reaches the
  // window: caught on the document while capturing.
  const loadedFrames = new WeakSet();
  document.addEventListener('load', (event) => event.target instanceof HTMLIFrameElement && loadedFrames.add(event.target), true);

  let options = [];
  const searchKey = (text) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  const queryTerms = (query) => searchKey(query).split(/\s+/).filter(Boolean);
  /** The app's filter (questions/options.ts), so the expected chips are known before React draws them. */
  const matching = (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return options.map((o) => o.value);
    return options.filter((o) => terms.every((term) => o.key.includes(term))).map((o) => o.value);
  };
  const LARGE_OPTIONS = 1000;
  const LARGE_MATCHES = 50;
  const codePoints = (text) => [...text].length;
  const spanKeys = (root) => new Set([...root.querySelectorAll('[data-span-key]:not(button)')].map((el) => el.dataset.spanKey));

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(now())));
  const until = async (test, timeoutMs) => {
    const deadline = now() + timeoutMs;
    while (now() < deadline) {
      if (test()) return now();
      await nextFrame();
    }
    return null;
  };

  /**
   * What "done" means per kind, with the state captured when the measurement is armed (nothing
   * changes between arming and the input).
   */
  const CHECKS = {
    /** Submit: the record card shows another record. Extra marks: the form usable again (the answer
     * has reached the server), and its images decoded and custom-field frames loaded. */
    recordChange() {
      const card = () => document.querySelector('[data-testid="record-card"]');
      const before = card()?.dataset.recordId;
      return {
        root: () => document.querySelector('[data-testid="annotation-workspace"]') ?? document.body,
        done: () => {
          const c = card();
          return Boolean(c && c.dataset.recordId && c.dataset.recordId !== before);
        },
        info: () => ({ from: before, to: card()?.dataset.recordId }),
        async extra(start) {
          const c = card();
          const ready = await until(() => !document.querySelector('[data-testid="questionnaire"][aria-busy]'), 5000);
          const images = [...(c?.querySelectorAll('img') ?? [])];
          await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
          const imagesAt = now();
          const iframes = [...(c?.querySelectorAll('iframe') ?? [])];
          // The page keeps the frame from record to record and marks it busy until the new record's
          // document has loaded in it.
          const framesAt = await until(() => iframes.every((f) => loadedFrames.has(f) && f.getAttribute('aria-busy') !== 'true'), 5000);
          return {
            ready: ready === null ? null : ready - start,
            loaded: framesAt === null ? null : Math.max(imagesAt, framesAt) - start,
            images: images.length,
            iframes: iframes.length,
          };
        },
      };
    },
    /** A key typed at the end of a text box: its value has the character and the question's counter
     * ("Characters: N") has caught up, i.e. React has rendered the form with the new answer. */
    textValue({ key }) {
      const box = document.activeElement;
      const expected = key === 'Backspace' ? box.value.slice(0, -1) : box.value + key;
      const counter = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      const count = String(codePoints(expected));
      return {
        root: () => box.closest('[data-testid="questionnaire"]') ?? document.body,
        done: () => box.value === expected && (!counter || counter.textContent.replace(/\D/g, '') === count),
        info: () => ({ length: expected.length }),
      };
    },
    /** A key typed into a label question's search box: the chips are exactly the filtered options.
     * Extra mark `echo`: the frame after the input event was handled (the box shows the key). */
    chips({ key }) {
      const box = document.activeElement;
      const group = document.getElementById(box.getAttribute('aria-controls') ?? '');
      const query = key === 'Backspace' ? box.value.slice(0, -1) : box.value + key;
      const expected = matching(query);
      let echo = null;
      window.addEventListener(
        'input',
        () => requestAnimationFrame(() => requestAnimationFrame(() => (echo = now()))),
        { once: true },
      );
      return {
        root: () => group?.parentElement ?? document.body,
        done: () => {
          if (box.value !== query || !group) return false;
          const chips = group.querySelectorAll('[data-chip]:not([hidden])');
          // Past 1,000 options the app draws the best matches up to 50 (options.ts, largeOptionsView), in
          // its own ranking: done when that many chips show and every one matches; without a query, when
          // the list is back at its first option and no longer searching.
          if (options.length > LARGE_OPTIONS) {
            if (queryTerms(query).length === 0) return !box.hasAttribute('aria-describedby') && chips[0]?.dataset.value === options[0].value;
            if (chips.length !== Math.min(expected.length, LARGE_MATCHES)) return false;
            const matched = new Set(expected);
            return [...chips].every((chip) => matched.has(chip.dataset.value));
          }
          if (chips.length !== expected.length) return false;
          return expected.length === 0 || (chips[0].dataset.value === expected[0] && chips[chips.length - 1].dataset.value === expected.at(-1));
        },
        info: () => ({ query, matches: expected.length }),
        async extra(start) {
          const at = await until(() => echo !== null, 2000);
          return { echo: at === null ? null : echo - start };
        },
      };
    },
    /** A span added (by mouse or keyboard): a span the text did not have is drawn. */
    spanAdded() {
      const root = document.querySelector('[data-testid="span-field-text"]');
      const before = spanKeys(root);
      let added = null;
      return {
        root: () => root,
        done: () => {
          for (const key of spanKeys(root)) {
            if (!before.has(key)) {
              added = key;
              return true;
            }
          }
          return false;
        },
        info: () => ({ added, spans: spanKeys(root).size }),
      };
    },
    /**
     * A new search (text, filter, sort or similarity): while the new queue loads the page drops the
     * counter and keeps the previous record on screen under `aria-busy` (it showed a spinner instead
     * until 7d8a94a), so done is the record card and the counter shown, not busy, after the page was seen
     * loading (any record shown before that may still be the old queue's); with `similar`, the reference banner is shown too and
     * the record is another than the one "Find similar" was pressed on (the server leaves the reference
     * out of its results). Extra marks from the page's own Resource Timing of its first search request
     * after the input: `request` (input → request started), `fetch` (started → last byte of the answer),
     * `response` (input → last byte).
     */
    queueChange({ similar = false }) {
      const card = () => document.querySelector('[data-testid="record-card"]');
      const counter = () => document.querySelector('[data-testid="record-counter"]');
      const before = card()?.dataset.recordId;
      const counterBefore = counter()?.textContent ?? null;
      let gone = false;
      let shown = null;
      // What the page showed, each time it changed (ms from arming): for diagnosis.
      const armedAt = now();
      const trace = [];
      const note = (c, n) => {
        const state = c && n ? `${c.dataset.recordId?.slice(0, 8)} ${n.textContent}${c.closest('[aria-busy="true"]') ? ' (busy)' : ''}` : c ? `${c.dataset.recordId?.slice(0, 8)} (no counter${c.closest('[aria-busy="true"]') ? ', busy' : ''})` : 'no record';
        if (trace.at(-1)?.[1] !== state) trace.push([Math.round((now() - armedAt) * 10) / 10, state]);
      };
      return {
        root: () => document.querySelector('[data-testid="annotation-workspace"]') ?? document.body,
        done: () => {
          const c = card();
          const n = counter();
          note(c, n);
          // Loading: the record (and counter) gone, or the previous record kept on screen, marked busy.
          if (!c || !c.dataset.recordId || !n || c.closest('[aria-busy="true"]')) {
            gone = true;
            return false;
          }
          const ok = similar ? gone && Boolean(document.querySelector('[data-testid="similarity-banner"]')) && c.dataset.recordId !== before : gone;
          // What was drawn when it was done; `later` is the page two frames after (it should not differ).
          if (ok) shown = { to: c.dataset.recordId, counter: n.textContent };
          return ok;
        },
        info: () => {
          const later = { to: card()?.dataset.recordId, counter: counter()?.textContent ?? null };
          return {
            from: before,
            counterBefore,
            ...(shown ?? later),
            gone,
            trace,
            ...(shown && (later.to !== shown.to || later.counter !== shown.counter) ? { later } : {}),
          };
        },
        async extra(start) {
          const requests = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/records/search') && e.startTime >= start)
            .sort((a, b) => a.startTime - b.startTime);
          const first = requests[0];
          if (!first) return { requests: 0 };
          return {
            request: first.startTime - start,
            fetch: first.responseEnd - first.startTime,
            response: first.responseEnd - start,
            requests: requests.length,
          };
        },
      };
    },
    /**
     * The annotation page switched views: to `bulk`, the bulk list is drawn with every record of its page
     * loaded (`data-complete`) and nothing dimmed; to `focus`, one record and its questionnaire, no list.
     */
    viewSwitch({ to }) {
      const list = () => document.querySelector('[data-testid="bulk-list"]');
      return {
        root: () => document.querySelector('[data-testid="annotation-workspace"]') ?? document.body,
        done: () => {
          const l = list();
          if (to === 'bulk') return Boolean(l && l.dataset.complete === 'true' && !l.closest('[aria-busy="true"]') && l.querySelector('[data-testid="bulk-record"]'));
          return !l && Boolean(document.querySelector('[data-testid="questionnaire"]')) && !document.querySelector('[data-testid="record-card"]')?.closest('[aria-busy="true"]');
        },
        info: () => ({ to, cards: list()?.querySelectorAll('[data-testid="bulk-record"]').length ?? 0, pageRecords: Number(list()?.dataset.count ?? 0) }),
      };
    },
    /** The bulk view's selection count reads `text` ("1,000 records selected"). */
    bulkSelected({ text }) {
      const count = () => document.querySelector('[data-testid="bulk-selected-count"]');
      return {
        root: () => document.querySelector('[data-testid="annotation-workspace"]') ?? document.body,
        done: () => count()?.textContent === text,
        info: () => ({ selected: count()?.textContent ?? null }),
      };
    },
    /**
     * A bulk write has ended: a toast says `message`. Meanwhile the percentage the page shows (the
     * progress bar's value) is noted each time it changes, with its time from the input.
     */
    bulkDone({ message }) {
      const progress = [];
      let armed = now();
      const note = () => {
        const bar = document.querySelector('[data-testid="bulk-progress"]');
        const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
        if (value !== null && progress.at(-1)?.[1] !== value) progress.push([Math.round(now() - armed), value]);
      };
      return {
        root: () => document.body,
        done: () => {
          note();
          return [...document.querySelectorAll('[data-type]')].some((toast) => toast.textContent?.includes(message));
        },
        info: () => ({ progress, failedToast: [...document.querySelectorAll('[data-type="danger"]')].map((toast) => toast.textContent) }),
        start(at) {
          armed = at;
        },
      };
    },
    /** The keyboard caret of the span field moved: its box is drawn somewhere else. */
    caret() {
      const root = document.querySelector('[data-testid="span-field-text"]')?.closest('section') ?? document.body;
      const caretBox = () => root.querySelector('[data-caret]');
      const before = caretBox()?.getAttribute('style') ?? null;
      return {
        root: () => root,
        done: () => {
          const box = caretBox();
          return Boolean(box) && box.getAttribute('style') !== before;
        },
        info: () => ({ style: caretBox()?.getAttribute('style') ?? null }),
      };
    },
  };

  let current = null;

  function arm({ kind, event = 'keydown', key, params = {}, timeoutMs = 5000 }) {
    if (current?.cancel) current.cancel();
    const check = CHECKS[kind]({ key, ...params });
    const m = { kind, check, result: null };
    m.promise = new Promise((resolve) => (m.resolve = resolve));
    const onEvent = (e) => {
      if (key && e.key !== key) return;
      window.removeEventListener(event, onEvent, true);
      clearTimeout(m.noEvent);
      start(m, e.timeStamp, now(), timeoutMs);
    };
    window.addEventListener(event, onEvent, true);
    m.cancel = () => window.removeEventListener(event, onEvent, true);
    m.noEvent = setTimeout(() => {
      m.cancel();
      m.resolve({ timeout: true, reason: `no ${event} event` });
    }, timeoutMs);
    current = m;
  }

  function start(m, startAt, handlerAt, timeoutMs) {
    const { check } = m;
    check.start?.(startAt);
    let finished = false;
    const finish = async () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      const dom = now();
      const frame = await nextFrame();
      let paint = null;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (paint = now());
      channel.port2.postMessage(null);
      const shown = await nextFrame();
      const extra = check.extra ? await check.extra(startAt) : {};
      m.resolve({
        startedAt: startAt,
        inputDelay: handlerAt - startAt,
        dom: dom - startAt,
        frame: frame - startAt,
        paint: paint === null ? null : paint - startAt,
        shown: shown - startAt,
        ...extra,
        ...check.info(),
      });
    };
    const test = () => {
      if (!finished && check.done()) void finish();
    };
    const observer = new MutationObserver(test);
    observer.observe(check.root() ?? document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      m.resolve({ timeout: true, reason: 'the effect never showed', startedAt: startAt, ...check.info() });
    }, timeoutMs);
    // Effects that change no DOM under the root (or that were already there) are caught by frames.
    const poll = () => {
      if (finished) return;
      test();
      requestAnimationFrame(poll);
    };
    queueMicrotask(test);
    requestAnimationFrame(poll);
  }

  const within = (list, from, to) => list.filter((entry) => entry.start >= from && entry.start <= to);

  window.__bench = {
    now,
    arm,
    wait: () => current?.promise ?? Promise.resolve({ timeout: true, reason: 'nothing armed' }),
    /** The options of the label question under test, as the app keys them for search. */
    setOptions(list) {
      options = list.map((o) => ({ value: o.value, key: searchKey(o.text === o.value ? o.text : `${o.text}\u0000${o.value}`) }));
    },
    /** Long tasks, long animation frames and slow events between two moments of the page's clock. */
    collect(from, to) {
      return { longTasks: within(longTasks, from, to), frames: within(frames, from, to), events: within(events, from, to) };
    },
    nextFrame,
  };
})();
