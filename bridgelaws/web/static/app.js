// bridgelaws web: posts spec §1 events, refreshes the panel when the table changes.
// No law here: the server (the library) judges every action.
(function () {
  "use strict";
  const body = document.body;
  // seat links are written as paths (never from the Host header): shown whole
  document.querySelectorAll("[data-seat-link]").forEach((input) => {
    input.value = new URL(input.value, window.location.href).href;
  });
  // the start screen: a phase shows its one-tap fields; "after the play" is
  // sent as soon as contract, declarer and tricks are chosen
  const start = document.getElementById("startform");
  if (start) {
    const shown = () => {
      const phase = start.querySelector("input[name=phase]:checked");
      start.querySelectorAll("[data-shown-for]").forEach((box) => {
        box.hidden = !phase || !box.dataset.shownFor.split(" ").includes(phase.value);
      });
      start.querySelectorAll("label.phase").forEach((label) => {
        label.classList.toggle("chosen", label.contains(phase));
      });
      return phase ? phase.value : null;
    };
    start.addEventListener("change", (ev) => {
      const phase = shown();
      const input = ev.target;
      if (input && input.type === "radio") {
        start.querySelectorAll(`input[name="${input.name}"]`).forEach((other) => {
          other.closest("label").classList.toggle("chosen", other.checked);
        });
      }
      const has = (name) => start.querySelector(`input[name="${name}"]:checked`);
      if (phase === "after" && has("contract") && has("declarer") && has("made")) {
        start.requestSubmit();
      }
    });
    shown();
  }
  const token = body.dataset.token;
  const role = body.dataset.role;
  const lang = body.dataset.lang;
  const panel = document.getElementById("panel");
  if (!token || !panel) return;
  const director = role === "D";
  let seq = -1;
  let actor = director ? null : role;
  let level = null;
  let exposeNext = false; // the next card tapped is exposed (dropped, shown), not played
  let revokeSeat = null; // the offender tapped first when a revoke is reported
  let picked = null; // {card, seat, label}
  let refreshing = null;
  let again = false;

  function toast(text) {
    const box = document.getElementById("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { box.hidden = true; }, 5000);
  }

  function nonce() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return Date.now().toString(36) + Math.random().toString(36).slice(2);
  }

  function sync() {
    const status = panel.querySelector("[data-seq]");
    if (status) seq = Number(status.dataset.seq);
    if (director) {
      actor = (status && status.dataset.next) || actor || "N";
      panel.querySelectorAll("[data-act=actor]").forEach((b) => {
        b.setAttribute("aria-pressed", String(b.dataset.seat === actor));
      });
    }
    level = null;
    unpick();
  }

  async function refresh() {
    // one refresh at a time; a change during it asks for one more
    if (refreshing) { again = true; return refreshing; }
    // aria-busy: the panel is being replaced (screen readers wait; so do tests)
    panel.setAttribute("aria-busy", "true");
    refreshing = (async () => {
      do {
        again = false;
        try {
          const r = await fetch(panel.dataset.panel + "?lang=" + lang, { cache: "no-store" });
          if (r.ok) { panel.innerHTML = await r.text(); sync(); }
        } catch (e) { /* the stream will tell us again */ }
      } while (again);
      refreshing = null;
      panel.setAttribute("aria-busy", "false");
    })();
    return refreshing;
  }

  function post(event) {
    return send("/events", { event: event, nonce: nonce() });
  }

  async function send(path, data) {
    const payload = JSON.stringify(data);
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const r = await fetch("/api/" + token + path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: payload,
        });
        if (!r.ok) {
          const answer = await r.json().catch(() => ({ error: r.statusText }));
          toast(answer.error || r.statusText);
        }
        await refresh();
        return;
      } catch (e) {
        // same nonce: a retry can never store the action twice
        await new Promise((done) => setTimeout(done, 400 * (attempt + 1)));
      }
    }
    toast(body.dataset.msgOffline);
  }

  function unpick() {
    picked = null;
    panel.querySelectorAll(".card.picked").forEach((c) => c.classList.remove("picked"));
    const bar = panel.querySelector("#cardbar");
    if (bar) bar.hidden = true;
  }

  function setLevel(value) {
    level = value;
    panel.querySelectorAll("[data-act=level]").forEach((b) => {
      b.classList.toggle("chosen", b.dataset.level === value);
    });
    panel.querySelectorAll("[data-act=strain]").forEach((b) => { b.disabled = value === null; });
  }

  // the tricks of a claim or concession, typed by the director: the field
  // starts empty (no figure is assumed); null, said in a toast, until a whole
  // number from 0 to 13 is there
  function tricks() {
    const input = panel.querySelector("#claim-tricks");
    const text = input ? input.value.trim() : "";
    const n = text === "" ? NaN : Number(text);
    if (Number.isInteger(n) && n >= 0 && n <= 13) return n;
    toast(body.dataset.msgClaimTricks || "0-13");
    if (input) input.focus();
    return null;
  }

  document.addEventListener("click", (ev) => {
    const el = ev.target.closest("[data-act]");
    if (!el || el.disabled || !panel.contains(el)) return;
    ev.preventDefault();
    const act = el.dataset.act;
    if (act === "actor") {
      actor = el.dataset.seat;
      panel.querySelectorAll("[data-act=actor]").forEach((b) => {
        b.setAttribute("aria-pressed", String(b === el));
      });
    } else if (act === "level") {
      setLevel(level === el.dataset.level ? null : el.dataset.level);
    } else if (act === "strain") {
      if (level !== null) post({ by: actor, call: level + el.dataset.strain });
      setLevel(null);
    } else if (act === "call") {
      post({ by: actor, call: el.dataset.call });
    } else if (act === "pick") {
      unpick();
      picked = { card: el.dataset.card, seat: el.dataset.seat, label: el.dataset.label };
      el.classList.add("picked");
      const bar = panel.querySelector("#cardbar");
      if (bar) {
        bar.querySelector(".picked").textContent = picked.label;
        bar.hidden = false;
      }
    } else if (act === "play" && picked) {
      post({ by: picked.seat, card: picked.card });
    } else if (act === "lead-face-down" && picked) {
      post({ by: picked.seat, card: picked.card, face_down: true });
    } else if (act === "face") {
      // 41C: the leader turns his face-down lead face up
      post({ by: el.dataset.by, card: el.dataset.card });
    } else if (act === "expose" && picked) {
      post({ by: picked.seat, expose: picked.card });
    } else if (act === "unpick") {
      unpick();
    } else if (act === "director") {
      post({ by: actor, director: true });
    } else if (act === "fact") {
      const fact = { fact: el.dataset.fact, value: el.dataset.value === "true" };
      const step = el.closest(".step");
      const ticked = step ? step.querySelectorAll("input[name=denomination]:checked") : [];
      if (fact.value && ticked.length) {
        fact.denominations = Array.from(ticked, (box) => box.value);
      }
      post(fact);
    } else if (act === "fact-value") {
      post({ fact: el.dataset.fact, value: JSON.parse(el.dataset.value) });
    } else if (act === "fact-form") {
      // a finding with several fields (58, 67, 13): every field is needed;
      // the values are written as JSON in the page, the library judges them
      const form = el.closest("[data-fact-form]");
      const fact = { fact: form.dataset.factForm };
      if (form.dataset.value) fact.value = JSON.parse(form.dataset.value);
      // a field's value: the ticked boxes, the chosen seat, or the text (a
      // field marked data-text is sent as typed: 90's "25%"); undefined when open
      const given = (name) => {
        const fields = Array.from(form.querySelectorAll(`[name="${name}"]`));
        if (fields.length && fields[0].type === "checkbox") {
          const ticked = fields.filter((f) => f.checked).map((f) => JSON.parse(f.value));
          return ticked.length ? ticked : undefined;
        }
        if (fields.length && fields[0].type === "radio") {
          const on = fields.find((f) => f.checked);
          return on ? JSON.parse(on.value) : undefined;
        }
        const text = fields.length ? fields[0].value.trim() : "";
        if (!text) return undefined;
        return "text" in fields[0].dataset ? text : JSON.parse(text);
      };
      for (const name of form.dataset.fields.split(" ")) {
        const value = given(name);
        if (value === undefined) {
          toast(body.dataset.msgFactMissing || "?");
          return;
        }
        fact[name] = value;
      }
      // details that may be left open (79: the director's own count; 7's seat): sent when given
      for (const name of (form.dataset.optional || "").split(" ").filter(Boolean)) {
        const value = given(name);
        if (value !== undefined) fact[name] = value;
      }
      // yes-or-no details (79: agreed, after the round, ...): sent when ticked
      for (const name of (form.dataset.flags || "").split(" ").filter(Boolean)) {
        const box = form.querySelector(`[name="${name}"]`);
        if (box && box.checked) fact[name] = true;
      }
      post(fact);
    } else if (act === "bid") {
      post({ by: actor, call: el.dataset.call });
    } else if (act === "card") {
      post(exposeNext ? { by: actor, expose: el.dataset.card } : { by: actor, card: el.dataset.card });
      exposeNext = false;
    } else if (act === "expose-mode") {
      exposeNext = !exposeNext;
      el.setAttribute("aria-pressed", String(exposeNext));
    } else if (act === "summon") {
      post({ by: el.dataset.seat, director: true });
    } else if (act === "revoke-seat") {
      revokeSeat = el.dataset.seat;
      panel.querySelectorAll("[data-act=revoke-seat]").forEach((b) => {
        b.setAttribute("aria-pressed", String(b === el));
      });
    } else if (act === "revoke-trick") {
      if (revokeSeat) {
        post({ fact: "revoke", value: { seat: revokeSeat, trick: Number(el.dataset.trick) } });
        revokeSeat = null;
      } else {
        toast(body.dataset.msgRevokeSeat || "?");
      }
    } else if (act === "undo") {
      // the action shown as the last one: if another screen changed the
      // table meanwhile, the server takes nothing back (409)
      send("/undo", { seq: Number(el.dataset.seq), nonce: nonce() });
    } else if (act === "choose") {
      post({ by: el.dataset.by, choose: el.dataset.value });
    } else if (act === "claim") {
      const n = tricks();
      if (n === null) return;
      const claim = { by: actor, claim: n };
      const statement = panel.querySelector("#claim-statement");
      if (statement && statement.value.trim()) claim.statement = statement.value.trim();
      post(claim);
    } else if (act === "concede") {
      const n = tricks();
      if (n !== null) post({ by: actor, concede: n });
    } else if (act === "agree") {
      post({ by: actor, agree: true });
    } else if (act === "dispute") {
      post({ by: actor, dispute: true });
    }
  });

  sync();
  if (window.EventSource) {
    const stream = new EventSource("/api/" + token + "/stream");
    stream.addEventListener("seq", (e) => {
      const n = JSON.parse(e.data).seq;
      if (n !== seq) refresh();
    });
  }
})();
