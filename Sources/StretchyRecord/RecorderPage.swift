/// The recorder page, embedded in the binary and served at `/`: a mobile profile screen that records itself.
///
/// A header (image, avatar, title, tab bar) over a long list in a real scroll container. On every animation frame
/// the page records the time, `offset_y` (`scrollTop - inset_top`: `-inset_top` at rest, lower while
/// rubber-banding past the top as iOS Safari reports it), the viewport and content size, the top inset, and a
/// phase from its touch and scroll events; it records every raw touch event too. It posts batches every
/// `batch_interval_ms` and on page hide, retries a batch the server did not acknowledge with the same number,
/// and shows what it sent, what was acknowledged, and any refusal. `window.__recorder` exposes its frame log
/// for the browser tests. The server replaces `/*SETTINGS*/{}` with the page's settings.
enum RecorderPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
        <title>Stretchy recorder</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; font: 16px -apple-system, system-ui, sans-serif; }
        #scroller { position: fixed; top: 0; left: 0; right: 0; bottom: 0; overflow-y: scroll;
          -webkit-overflow-scrolling: touch; overscroll-behavior-y: auto; }
        #spacer { width: 100%; }
        #list { list-style: none; margin: 0; padding: 0 0 80px 0; background: #fff; }
        #list li { height: 63px; border-bottom: 1px solid #e5e5ea; padding: 0 16px; display: flex; align-items: center; }
        #list li b { display: inline-block; width: 40px; height: 40px; border-radius: 20px; background: #c7c7cc;
          margin-right: 12px; }
        #header { position: fixed; left: 0; top: 0; width: 100%; overflow: hidden; pointer-events: none;
          transform-origin: top left; }
        #header > div { position: absolute; transform-origin: center; }
        #background { background: linear-gradient(160deg, #1d9bf0, #7856ff 55%, #f91880); }
        #avatar { background: #fff; border: 3px solid #fff; box-sizing: border-box;
          background-image: radial-gradient(circle at 50% 38%, #8e8e93 22%, transparent 23%),
          radial-gradient(circle at 50% 100%, #8e8e93 40%, #d1d1d6 41%); }
        #title { color: #fff; font-weight: 700; white-space: nowrap; text-shadow: 0 1px 3px rgba(0,0,0,.4); }
        #tabs { background: rgba(255,255,255,.94); display: flex; justify-content: space-around; align-items: center;
          font-weight: 600; color: #1c1c1e; border-bottom: 1px solid #d1d1d6; }
        #panel { position: fixed; left: 0; right: 0; bottom: 0; background: rgba(28,28,30,.92); color: #fff;
          padding: 8px 10px calc(8px + env(safe-area-inset-bottom)); font-size: 12px; display: flex; gap: 8px;
          align-items: center; }
        #panel button { font-size: 15px; padding: 8px 14px; border-radius: 8px; border: 0; }
        #start { background: #30d158; } #stop { background: #ff453a; color: #fff; }
        #status { flex: 1; line-height: 1.3; }
        #status .error { color: #ff9f0a; } #status .warning { color: #ffd60a; }
        </style></head>
        <body>
        <div id="scroller"><div id="spacer"></div><ul id="list"></ul></div>
        <div id="header">
          <div id="background"></div><div id="avatar"></div><div id="title">Ada Lovelace</div>
          <div id="tabs"><span>Posts</span><span>Replies</span><span>Media</span><span>Likes</span></div>
        </div>
        <div id="panel"><button id="start">Start</button><button id="stop" disabled>Stop</button>
          <div id="status">measuring the display…</div></div>
        <script>
        "use strict";
        const SETTINGS = /*SETTINGS*/{};
        const inset = SETTINGS.inset_top, minimumHeader = SETTINGS.minimum_header;
        const token = new URLSearchParams(location.search).get("token");
        const api = (path) => path + (token ? "?token=" + encodeURIComponent(token) : "");
        const scroller = document.getElementById("scroller"), header = document.getElementById("header");
        const statusView = document.getElementById("status");
        const startButton = document.getElementById("start"), stopButton = document.getElementById("stop");
        document.getElementById("spacer").style.height = inset + "px";
        const list = document.getElementById("list");
        const rows = 120;
        for (let i = 1; i <= rows; i++) {
          const row = document.createElement("li");
          row.append(document.createElement("b"), "Post " + i);
          list.appendChild(row);
        }
        // The header's resting layout (the live stack's header, or HeaderConfiguration.profileHeader), in points.
        const headerWidth = SETTINGS.header.width;
        const resting = {};
        for (const v of SETTINGS.header.subviews) resting[v.id] = v;
        // A subview as wide as the header (the background, the tabs) stretches to the page's width; any other keeps
        // its points, so the avatar stays the circle its corner radius makes it.
        function place(id, x, y, w, h, alpha, scale, radius) {
          const node = document.getElementById(id);
          if (!node) return;
          const s = node.style, k = scroller.clientWidth / headerWidth, full = resting[id] &&
            resting[id].x === 0 && resting[id].width === headerWidth;
          s.left = (full ? x * k : x) + "px"; s.top = y + "px"; s.width = (full ? w * k : w) + "px";
          s.height = h + "px"; s.borderRadius = (radius || 0) + "px";
          s.opacity = alpha; s.transform = scale === 1 ? "" : "scale(" + scale + ")";
        }
        // The header is laid out for `headerWidth` points: a wider page records a viewport no replay of it draws.
        function widthWarning() {
          const width = scroller.clientWidth;
          return width > headerWidth ? "This page is " + width + " px wide, the header " + headerWidth +
            " pt: replays lay the header out at " + headerWidth + " pt. Record at a phone's width to see what they " +
            "draw." : null;
        }

        const state = {
          recording: false, session: null, t0: 0, samples: [], touches: [], frames: [], allTouches: [],
          batch: 0, queue: [], inflight: false, sentBatches: 0, sentSamples: 0, ackedBatches: 0, storedSamples: 0,
          error: null, layout: null, refreshRate: null, intervals: [], lastFrame: null, retries: 0,
          touching: 0, dragged: false, released: false, lastMove: 0, previousOffset: null, phase: "idle",
        };
        window.__recorder = state;

        function derivePhase(t, offset, maximum) {
          const moved = state.previousOffset !== null && offset !== state.previousOffset;
          state.previousOffset = offset;
          if (state.touching > 0) {
            if (moved) { state.dragged = true; state.lastMove = t; }
            return state.dragged ? "dragging" : "tracking";
          }
          const outside = offset < -inset || offset > maximum;
          if (state.released) {
            if (moved) { state.lastMove = t; return outside ? "bouncing" : "decelerating"; }
            if (t - state.lastMove < 0.1) return state.phase === "bouncing" ? "bouncing" : "decelerating";
            state.released = false;
            return "idle";
          }
          if (moved) { state.lastMove = t; return "programmatic"; }
          return "idle";
        }

        function drawHeader(offset) {
          const width = scroller.clientWidth;
          if (state.layout) {
            const l = state.layout;
            header.style.top = l.header_top + "px";
            header.style.height = l.header_height + "px";
            for (const v of l.subviews) place(v.id, v.x, v.y, v.width, v.height, v.alpha, v.scale, v.corner_radius);
            return;
          }
          // Without a live stack: GSK's top-only expansion, content anchored at the top, tabs glued to the bottom.
          const height = Math.max(minimumHeader, -offset);
          header.style.top = "0px";
          header.style.height = height + "px";
          const stretch = height / inset;
          const r = (id) => resting[id] || { x: 0, y: 0, width: 0, height: 0, corner_radius: 0 };
          const avatar = r("avatar"), title = r("title"), tabs = r("tabs");
          place("background", 0, 0, headerWidth, height, 1, 1, r("background").corner_radius);
          place("avatar", avatar.x, avatar.y * Math.min(1, stretch), avatar.width, avatar.height,
            Math.min(1, Math.max(0, stretch * 2 - 1)), 1, avatar.corner_radius);
          place("title", title.x, title.y + (height - inset), title.width, title.height, 1, 1, title.corner_radius);
          place("tabs", tabs.x, height - tabs.height, tabs.width, tabs.height, 1, 1, tabs.corner_radius);
        }

        function frame(timestamp) {
          requestAnimationFrame(frame);
          if (state.lastFrame !== null && state.intervals.length < 60) {
            state.intervals.push(timestamp - state.lastFrame);
            if (state.intervals.length === 60) {
              const sorted = state.intervals.slice().sort((a, b) => a - b);
              state.refreshRate = Math.round(10000 / sorted[30]) / 10;
              startButton.disabled = false;
              render();
            }
          }
          state.lastFrame = timestamp;
          const offset = scroller.scrollTop - inset;
          const viewportHeight = scroller.clientHeight;
          const contentHeight = scroller.scrollHeight - inset;
          const t = (timestamp - state.t0) / 1000;
          const phase = derivePhase(t, offset, contentHeight - viewportHeight);
          state.phase = phase;
          if (state.recording) {
            const sample = {
              t: t, offset_y: offset, inset_top: inset, viewport_width: scroller.clientWidth,
              viewport_height: viewportHeight, content_height: contentHeight, phase: phase,
            };
            state.samples.push(sample);
            state.frames.push(sample);
          }
          drawHeader(offset);
        }

        function onTouch(kind) {
          return (event) => {
            state.touching = event.touches.length;
            if (kind === "down" && event.touches.length === event.changedTouches.length) {
              state.dragged = false;
              state.released = false;
            }
            if ((kind === "up" || kind === "cancel") && state.touching === 0) {
              state.released = state.dragged;
              // The handler's own time, not the event's: an event delivered late must not end the deceleration
              // window before the page has seen a frame after it.
              state.lastMove = Math.max(state.lastMove, (performance.now() - state.t0) / 1000);
            }
            if (!state.recording) return;
            for (const touch of event.changedTouches) {
              const record = {
                t: (event.timeStamp - state.t0) / 1000, x: touch.clientX, y: touch.clientY, kind: kind,
                id: touch.identifier,
              };
              state.touches.push(record);
              state.allTouches.push(record);
            }
          };
        }
        scroller.addEventListener("touchstart", onTouch("down"), { passive: true });
        scroller.addEventListener("touchmove", onTouch("move"), { passive: true });
        scroller.addEventListener("touchend", onTouch("up"), { passive: true });
        scroller.addEventListener("touchcancel", onTouch("cancel"), { passive: true });

        function cutBatch() {
          if (!state.session || (state.samples.length === 0 && state.touches.length === 0)) return;
          state.queue.push({ batch: state.batch++, samples: state.samples, touches: state.touches });
          state.sentSamples += state.samples.length;
          state.samples = [];
          state.touches = [];
        }

        async function post(path, body, keepalive) {
          const response = await fetch(api(path), {
            method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
            keepalive: !!keepalive,
          });
          let reply = {};
          try { reply = await response.json(); } catch (e) { reply = { error: "unreadable reply" }; }
          return { status: response.status, reply: reply };
        }

        async function pump() {
          if (state.inflight || state.queue.length === 0 || !state.session) return;
          state.inflight = true;
          const batch = state.queue[0];
          state.sentBatches = Math.max(state.sentBatches, batch.batch + 1);
          let retry = false;
          try {
            const { status, reply } = await post("/api/sessions/" + state.session.id + "/batches", batch);
            if (status === 200) {
              state.queue.shift();
              state.ackedBatches = reply.batch + 1;
              state.storedSamples = reply.samples;
              if (reply.layout) state.layout = reply.layout;
              state.retries = 0;
            } else if (status >= 400 && status < 500) {
              state.queue.shift();
              state.error = "batch " + batch.batch + " refused (" + status + "): " + reply.error;
              state.recording = false;
            } else {
              retry = true;
            }
          } catch (e) {
            retry = true;
          }
          state.inflight = false;
          if (retry) {
            state.retries += 1;
            state.error = "batch " + batch.batch + " not acknowledged; retrying (" + state.retries + ")";
            setTimeout(pump, Math.min(2000, 100 * 2 ** Math.min(state.retries, 5)));
          } else {
            pump();
          }
          render();
        }

        setInterval(() => { if (state.recording) { cutBatch(); pump(); } }, SETTINGS.batch_interval_ms);
        function flushOnHide() {
          if (!state.recording) return;
          cutBatch();
          // A page being hidden may never run another callback: send what is queued with keepalive, unacknowledged;
          // the batches stay queued and are resent (the server stores each batch once) if the page comes back.
          for (const batch of state.queue) post("/api/sessions/" + state.session.id + "/batches", batch, true).catch(() => {});
        }
        document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") flushOnHide(); });
        window.addEventListener("pagehide", flushOnHide);
        window.addEventListener("resize", () => render());

        // The status line is built from nodes and text, never from markup: a session name or a refusal is shown as
        // the characters it holds.
        function render() {
          const lines = [];
          if (state.session) {
            const name = document.createElement("b");
            name.textContent = state.session.session;
            lines.push([name, state.recording ? " recording" : ""]);
          } else {
            lines.push([state.refreshRate ? "ready: " + state.refreshRate + " Hz display" : "measuring the display…"]);
          }
          lines.push(["sent " + state.sentBatches + " batches (" + state.sentSamples + " samples) · acknowledged " +
            state.ackedBatches + " (" + state.storedSamples + " stored)"]);
          const warning = widthWarning();
          if (warning) {
            const note = document.createElement("span");
            note.className = "warning";
            note.textContent = warning;
            lines.push([note]);
          }
          if (state.error) {
            const error = document.createElement("span");
            error.className = "error";
            error.textContent = state.error;
            lines.push([error]);
          }
          statusView.replaceChildren(...lines.flatMap((line, index) =>
            (index > 0 ? [document.createElement("br")] : []).concat(line)));
        }

        async function start() {
          if (state.recording) return;
          startButton.disabled = true;
          state.error = null;
          const settings = {
            inset_top: inset, batch_interval_ms: SETTINGS.batch_interval_ms, list_rows: rows,
            device_pixel_ratio: window.devicePixelRatio, live_stack: SETTINGS.live_stack,
            offset_convention: "scrollTop - inset_top",
          };
          const { status, reply } = await post("/api/sessions", {
            refresh_rate: state.refreshRate || 60, viewport_width: scroller.clientWidth,
            viewport_height: scroller.clientHeight, settings: settings,
          });
          if (status !== 201) {
            state.error = "cannot start (" + status + "): " + reply.error;
            startButton.disabled = false;
            render();
            return reply;
          }
          Object.assign(state, {
            session: reply, t0: performance.now(), samples: [], touches: [], frames: [], allTouches: [], batch: 0,
            queue: [], sentBatches: 0, sentSamples: 0, ackedBatches: 0, storedSamples: 0, recording: true, layout: null,
          });
          stopButton.disabled = false;
          render();
          return reply;
        }

        async function stop() {
          if (!state.session) return null;
          state.recording = false;
          stopButton.disabled = true;
          cutBatch();
          pump();
          while (state.queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
          const { reply } = await post("/api/sessions/" + state.session.id + "/finish", {});
          state.session = null;
          startButton.disabled = false;
          render();
          return reply;
        }
        state.start = start;
        state.stop = stop;
        startButton.disabled = true;
        startButton.addEventListener("click", start);
        stopButton.addEventListener("click", stop);
        requestAnimationFrame(frame);
        </script></body></html>
        """#
}
