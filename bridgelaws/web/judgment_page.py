"""The web assistant's judgment page (``/d/{token}/judgment``): the facts of a
misinformation or unauthorised-information case entered for a table, and the
judgment of :mod:`bridgelaws.judgment` shown with its double-dummy table and
assigned score. The forms only turn what the director typed into record events
(docs/judgment.md); every ruling is the library's."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from bridgelaws import notation
from bridgelaws.cards import BridgeError, InputError, Seat, render_error
from bridgelaws.i18n import translate
from bridgelaws.judgment import (
    EXTRANEOUS_TEXT,
    FACT_TEXT,
    MISINFORMATION_TEXT,
    SEAT_FACTS,
    VALUE_TEXT,
    YES_NO_FACTS,
    event_label,
    event_text,
    judge,
    judgment_lines,
    parse_outcome_lines,
)
from bridgelaws.record import CallEvent, Event, TableRecord
from bridgelaws.web.service import ActionError, Loaded, TableService
from bridgelaws.web.store import DIRECTOR, Access

#: form fields are short; a longer value is refused
MAX_FIELD = 1_000

Page = Callable[[Request, str, dict[str, Any]], HTMLResponse]


def _field(form: Any, name: str, required: bool = True) -> str:
    value = form.get(name)
    if value is None or not isinstance(value, str) or not value.strip():
        if required:
            raise ActionError(422, "{field}: this field is empty", field=name)
        return ""
    if len(value) > MAX_FIELD:
        raise ActionError(422, "{field}: longer than {limit} characters", field=name,
                          limit=MAX_FIELD)  # fmt: skip
    return value.strip()


def _of(form: Any, required: bool = True) -> int | None:
    text = _field(form, "of", required)
    if not text:
        return None
    if not text.isdigit():
        raise ActionError(422, "{field}: this field is empty", field="of")
    return int(text)


def _action(word: str, lang: str) -> str:
    """A call or card typed in the director's notation (Dutch ``pas``, ``3SA``,
    ``SH``) as the record writes it; anything else stays as typed."""
    try:
        return notation.parse_call(word, lang).name
    except BridgeError:
        pass
    try:
        return notation.parse_card(word, lang).name
    except BridgeError:
        return word


def event_from_form(form: Any, lang: str = "en") -> dict[str, Any]:
    """The record event (JSON form) a judgment form describes."""
    kind = _field(form, "form")
    if kind == "extraneous":
        return {
            "by": _field(form, "by"),
            "extraneous": _field(form, "kind"),
            "of": _of(form),
            "agreed": form.get("agreed") == "yes",
        }
    if kind in ("explain", "agreement", "correct"):
        event: dict[str, Any] = {"by": _field(form, "by"), kind: _field(form, "text"),
                                 "of": _of(form)}  # fmt: skip
        if kind == "agreement":
            event["source"] = _field(form, "source", False) or "system_card"
        return event
    if kind == "alert":
        return {"by": _field(form, "by"), "alert": form.get("value") == "yes", "of": _of(form)}
    if kind == "change":
        return {"by": _field(form, "by"), "change": _action(_field(form, "call"), lang),
                "of": _of(form)}  # fmt: skip
    if kind == "finding":
        fact = _field(form, "fact")
        value: Any = {"yes": True, "no": False}.get(_field(form, "value"), "undetermined")
        found: dict[str, Any] = {"fact": fact, "value": value}
        of = _of(form, False)
        if of is not None:
            found["of"] = of
        seat = _field(form, "seat", False)
        if seat:
            found["seat"] = seat  # who did it, or who drew the inference (73, 74, 76, 16D)
        return found
    if kind == "course":
        # 82B: the director's course for the board; 74: a breach of conduct
        fact = _field(form, "fact")
        found = {"fact": fact, "value": _field(form, "value")}
        for detail in ("seat", "at_fault"):
            given = _field(form, detail, False)
            if given:
                found[detail] = given
        return found
    if kind == "misinformation":
        return {"fact": "misinformation", "value": _field(form, "value"), "of": _of(form)}
    if kind == "alternatives":
        words = [w.strip() for w in _field(form, "alternatives").split(",") if w.strip()]
        out: dict[str, Any] = {
            "fact": "logical_alternatives",
            "of": _of(form),
            "value": [_action(word, lang) for word in words],
            "suggested": _action(_field(form, "suggested"), lang),
        }
        return out
    if kind == "outcomes":
        try:
            outcomes = parse_outcome_lines(_field(form, "lines"), lang)
        except InputError as exc:
            raise ActionError(422, "outcomes: {reason}", reason=exc) from None
        found = {"fact": "outcomes", "value": outcomes}
        side = _field(form, "side", False)
        if side in ("NS", "EW"):
            found["side"] = side
        return found
    if kind == "artificial":
        return {
            "fact": "artificial_score",
            "value": f"{_field(form, 'ns')}/{_field(form, 'ew')}",
        }
    raise ActionError(422, "{field}: this field is empty", field="form")


def judgment_context(loaded: Loaded, lang: str) -> dict[str, Any]:
    """What the judgment page shows: the judgment and the choices of its forms."""
    lines: list[str] = []
    report: dict[str, Any] | None = None
    failure: str | None = None
    events: Sequence[Event] = ()
    try:
        record = TableRecord.from_json(loaded.record_json())
        events = record.events
        judgment = judge(record, lang)
        lines = judgment_lines(judgment, lang)
        report = judgment.to_json()
    except BridgeError as exc:
        failure = render_error(exc, lang)
    calls = [
        {
            "index": i,
            "label": f"{translate(e.by.name.title(), lang)}: {event_label(events, i, lang)}",
            "by": e.by.letter,
        }
        for i, e in enumerate(events)
        if isinstance(e, CallEvent)
    ]
    facts = [
        {"index": i, "text": text}
        for i, body in enumerate(loaded.bodies)
        if (text := event_text(body, lang, events)) is not None
    ]
    return {
        "lines": lines,
        "judgment": report,
        "failure": failure,
        "calls": calls,
        "judgment_events": facts,
        "seats": [(s.letter, translate(s.name.title(), lang)) for s in Seat],
        "extraneous_kinds": [(k, translate(v, lang)) for k, v in EXTRANEOUS_TEXT.items()],
        "yes_no_facts": [(f, translate(FACT_TEXT[f], lang)) for f in (*YES_NO_FACTS, *SEAT_FACTS)],
        "remedies": [(v, translate(t, lang)) for v, t in VALUE_TEXT["board_remedy"].items()],
        "conduct_kinds": [(v, translate(t, lang)) for v, t in VALUE_TEXT["conduct"].items()],
        "fault_sides": [
            (code, translate(words, lang))
            for code, words in (
                ("NS", "North-South"),
                ("EW", "East-West"),
                ("both", "both sides"),
                ("neither", "neither side"),
            )
        ],
        "misinformation_kinds": [(k, translate(v, lang)) for k, v in MISINFORMATION_TEXT.items()],
    }


def add_judgment_routes(
    app: FastAPI,
    page: Page,
    access: Callable[[str, str | None], Awaitable[Access]],
    load: Callable[[Access], Awaitable[Loaded]],
    service: TableService,
    header: Callable[[Loaded, str], dict[str, Any]],
    language: Callable[[Request], str],
    same_origin: Callable[[Request], None],
) -> None:
    """The judgment page of a director's table, and its form."""

    @app.get("/d/{token}/judgment", response_class=HTMLResponse)
    async def judgment_page(request: Request, token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        lang = language(request)
        context = await run_in_threadpool(judgment_context, loaded, lang)
        return page(request, "judgment.html", {**header(loaded, lang), **context, "token": token})

    @app.post("/d/{token}/judgment")
    async def judgment_post(request: Request, token: str) -> Response:
        same_origin(request)  # a form from another site is refused
        found = await access(token, DIRECTOR)
        lang = language(request)
        form = await request.form()
        item = event_from_form(form, lang)
        await run_in_threadpool(service.append, found, item, None, lang)
        return RedirectResponse(f"/d/{token}/judgment?lang={lang}", status_code=303)
