"""The engines besides Chromium (issue 30, point 7): WebKit, the engine of every iPhone, and
Firefox. Each walks what a new player meets, in one browser for the module: a demo embedded in
a page steps, the home page becomes ready, a game against a bot is played for a few decisions
by clicking, a reload resumes it, and with the server stopped a reload resumes it again and
the bot still answers (the service worker serves the page and the bots' worker).

Playwright cannot download its own WebKit or Firefox where only package registries are
reached, so these use Debian's: WebKitGTK's WebDriver through Selenium on a virtual X display
(Xvfb), and Firefox ESR through Marionette (there is no geckodriver to install). ``build.py
test`` installs them as root on Debian, as it does Chromium; without them these tests fail,
never skip, saying what to install: a run that tried no engine must not pass as one that did.

Neither driver reports the page's console, so a script hooks console.error, console.warn and
the error and unhandledrejection events in every page as soon as it has loaded (long before
Python is up), and Firefox's own log (devtools.console.stdout.content) shows what came before.
Apart from PyScript's SharedArrayBuffer warning the pages must stay quiet, and offline nothing
may say that offline support is unavailable while the page plays offline (it did: the check
for a new service worker fails offline, which is normal). Chromium gets that check too.
"""

from __future__ import annotations

import contextlib
import glob
import os
import subprocess
import time
import warnings
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import ConsoleMessage
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.webkitgtk.options import Options as WebKitOptions
from selenium.webdriver.webkitgtk.service import Service as WebKitService

import build

from .conftest import Session, wait_ready
from .test_play import DECIDE, quick_policy

with warnings.catch_warnings():  # mozinfo and mozrunner use deprecated APIs at import
    warnings.simplefilter("ignore", DeprecationWarning)
    from marionette_driver.marionette import Marionette  # type: ignore[import-untyped]

READY_S = 120  # generous: WebKit took 24 s to ready while others used the 2 cores
DECIDE_S = 90  # a human decision, then the easy bot's answers until the human's next one
DEMO = "warfare"
KNOWN_NOISE = "SharedArrayBuffer"  # PyScript's warning: no cross-origin isolation on a static host
NO_OFFLINE = "Offline support is unavailable"
INSTALL = "python3 build.py test installs it as root on Debian"

# Records what the page says from then on; run again in every new document.
HOOK = """
if (!window.edEngineLog) {
  const log = (window.edEngineLog = []);
  const text = (values) => values.map((v) => (v && v.stack ? `${v} ${v.stack}` : String(v)))
    .join(" ");
  for (const level of ["error", "warn"]) {
    const original = console[level].bind(console);
    console[level] = (...values) => { log.push(`${level}: ${text(values)}`); original(...values); };
  }
  addEventListener("error", (e) => log.push(`error event: ${text([e.error || e.message])}`));
  addEventListener("unhandledrejection", (e) => log.push(`unhandled: ${text([e.reason])}`));
  // How the page's calls to the service worker API end, for SETTLED.
  const checks = (window.edChecks = []);
  const track = (name, prototype, method) => {
    const original = prototype[method];
    prototype[method] = function (...values) {
      const result = original.apply(this, values);
      checks.push(result.then(() => `${name} ok`, () => `${name} failed`));
      return result;
    };
  };
  if (window.ServiceWorkerContainer) {  // none where the context is not secure
    track("register", ServiceWorkerContainer.prototype, "register");
    track("update", ServiceWorkerRegistration.prototype, "update");
  }
}
return document.readyState;
"""
# Once the page's registration of its service worker, and the check for a new version that
# follows it, have ended and the page has handled the outcome: how each ended.
SETTLED = """
const settled = async () => {
  let seen = -1;
  while (seen !== window.edChecks.length) {  // a call may start the next one
    seen = window.edChecks.length;
    await Promise.all(window.edChecks);
    await new Promise((done) => setTimeout(done, 0));  // the page's own handlers run first
  }
  return Promise.all(window.edChecks);
};
return window.edChecks && window.edChecks.length > 0 && settled();
"""
# How many lines the game's log has (it shows the newest 80, numbered).
LOG_LINES = """
const lines = document.querySelector(".log-lines");
return lines ? lines.start - 1 + lines.children.length : 0;
"""
PROMPT = "return document.querySelector('#prompt-title').textContent"


class Engine(ABC):
    """What the walk needs of a browser, over either driver. Scripts are function bodies that
    read their arguments from `arguments` and may return a promise."""

    name = ""

    def __init__(self) -> None:
        self.said: list[str] = []  # what the hooked pages said, in order

    @abstractmethod
    def goto(self, url: str) -> None: ...

    @abstractmethod
    def run(self, body: str, *args: Any) -> Any: ...

    @abstractmethod
    def click(self, selector: str) -> None: ...

    def own_log(self) -> list[str]:
        """The lines of the engine's own log that come from pages of 127.0.0.1 and are errors,
        or say that offline support is unavailable (what came before the hook, too)."""
        return []

    @abstractmethod
    def close(self) -> None: ...

    def hook(self) -> None:
        self.run(HOOK)

    def collect(self) -> None:
        """Keep what the page said so far (a navigation loses the page's own record)."""
        with contextlib.suppress(WebDriverException):  # the page is going away
            self.said += self.run("return (window.edEngineLog || []).splice(0)")

    def wait(self, body: str, timeout: float, what: str, *args: Any) -> Any:
        """Poll the script until it returns a truthy value; fail naming `what` and the screen."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.run(body, *args)
            except Exception:  # a page being replaced answers nothing for a moment
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                screen = None
                with contextlib.suppress(WebDriverException):
                    screen = self.run("return document.body && document.body.dataset.screen")
                self.collect()
                pytest.fail(
                    f"{self.name}: {what} did not happen in {timeout} s (screen {screen}); "
                    f"the pages said {self.said}, its log {self.own_log()}"
                )
            time.sleep(0.1)

    def open(self, url: str) -> float:
        """Load url, hook it, wait for ready; the page's own time to ready, in seconds."""
        self.collect()
        self.goto(url)
        self.hook()
        return self.wait_ready(f"{url} ready")

    def wait_ready(self, what: str) -> float:
        self.wait("return document.body && document.body.dataset.ready === '1'", READY_S, what)
        # As the page noted it (the embed does not: then when this poll saw it), from the start
        # of the navigation.
        ms = self.run("return Number(document.body.dataset.readyMs) || performance.now()")
        return float(ms) / 1000

    def reload(self) -> float:
        """location.reload() from a script: Marionette's own refresh bypasses the worker."""
        self.collect()
        self.run("window.edOld = true; setTimeout(() => location.reload(), 0)")
        self.wait("return !window.edOld && document.readyState !== 'loading'", READY_S, "reload")
        self.hook()
        return self.wait_ready("ready after a reload")

    def decide(self) -> None:
        """Click the human's choice (the quickest way through a turn) and wait for the next."""
        actions = self.run(
            "return [...document.querySelectorAll('#prompt [data-action]')]"
            ".map((e) => e.dataset.action)"
        )
        self.run("document.querySelector('#prompt').dataset.stale = '1'")
        self.click(f'#prompt [data-action="{quick_policy(actions)}"]')
        self.wait_decision()

    def wait_decision(self) -> None:
        state = self.wait(DECIDE, DECIDE_S, "the human's next decision")
        if state == "error":
            details = self.run("return document.querySelector('#error-details').value")
            pytest.fail(f"{self.name}: the page shows its error screen:\n{details}")
        assert state == "decide", (self.name, state)

    def start_game(self, kinds: list[str]) -> None:
        """From Home, by clicking: a game of these seats' kinds, no pause between moves."""
        self.click("[data-command=new]")
        self.wait("return document.querySelector('#new-game')", 30, "the new game form")
        for seat, kind in enumerate(kinds):
            self.choose(f"#kind{seat}", kind)
        self.choose("#pause", "0")
        self.click("#new-game button[type=submit]")

    def choose(self, select: str, value: str) -> None:
        self.click(f'{select} option[value="{value}"]')
        assert self.run("return document.querySelector(arguments[0]).value", select) == value

    def resources(self) -> list[str]:
        return list(self.run("return performance.getEntriesByType('resource').map((e) => e.name)"))


def program(package: str) -> str:
    """The program of one of build.ENGINE_PACKAGES, or a failure saying what to install."""
    found = build.find_engine_program(package)
    if not (found and Path(found).exists()):
        names = " or ".join(build.ENGINE_PACKAGES[package])
        pytest.fail(f"no {names}: {INSTALL} (apt-get install {package})", pytrace=False)
    return found


class VirtualDisplay:
    """An Xvfb of our own: WebKitGTK's MiniBrowser needs an X display, even under automation."""

    def __init__(self) -> None:
        read, write = os.pipe()
        xvfb = program("xvfb")
        size = ("-screen", "0", "1280x1024x24")
        self.process = subprocess.Popen(
            [xvfb, "-displayfd", str(write), "-nolisten", "tcp", *size], pass_fds=(write,)
        )
        os.close(write)
        with os.fdopen(read) as chosen:
            number = chosen.readline().strip()
        if not number:
            self.process.kill()
            pytest.fail("Xvfb started no display")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


class WebKit(Engine):
    """MiniBrowser (WebKitGTK) driven by Selenium through WebKitWebDriver, on its own display.
    Under automation MiniBrowser writes no console (--enable-write-console-messages-to-stdout
    is ignored, and WebKitWebDriver speaks no BiDi): the hook is all there is."""

    name = "webkit"

    def __init__(self, folder: Path) -> None:
        super().__init__()
        driver = program("webkit2gtk-driver")
        browsers = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
        if not browsers:
            pytest.fail(f"WebKitGTK's MiniBrowser is not installed: {INSTALL}")
        self.screen = VirtualDisplay()
        options = WebKitOptions()
        options.binary_location = browsers[-1]
        options.add_argument("--automation")
        service = WebKitService(
            executable_path=driver,
            log_output=str(folder / "webkit.log"),  # the driver's and the browser's output
            env={**os.environ, "DISPLAY": self.screen.display},
        )
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
            self.driver.set_window_size(1280, 900)
        except Exception:
            self.screen.close()
            raise

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def run(self, body: str, *args: Any) -> Any:
        return self.driver.execute_script(body, *args)

    def click(self, selector: str) -> None:
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.screen.close()


class Firefox(Engine):
    """Firefox ESR (or any Firefox: ED_FIREFOX) driven by Marionette, headless, with a fresh
    profile; the page's console is written to Firefox's standard output, kept in a file."""

    name = "firefox"

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.log = folder / "firefox.log"
        self.client = Marionette(
            host="127.0.0.1",
            port=0,  # a free one: another Firefox under Marionette may hold 2828
            bin=program("firefox-esr"),
            headless=True,
            gecko_log=str(self.log),
            prefs={"devtools.console.stdout.content": True},
            startup_timeout=120,
        )
        self.client.start_session()
        self.client.set_window_rect(width=1280, height=900)

    def goto(self, url: str) -> None:
        self.client.navigate(url)

    def run(self, body: str, *args: Any) -> Any:
        # No sandbox: the script runs in the page itself, so the hook sees the page's calls.
        return self.client.execute_script(body, script_args=list(args), sandbox=None)

    def click(self, selector: str) -> None:
        self.client.find_element("css selector", selector).click()

    def own_log(self) -> list[str]:
        # Firefox's own scripts log too ("console.error: RSLoader: …"): only the pages' lines,
        # "JavaScript error: <url>, line N: …", name where they come from.
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return [
            line
            for line in text.splitlines()
            if line.startswith("JavaScript error: http://127.0.0.1:") or NO_OFFLINE in line
        ]

    def close(self) -> None:
        used = self.client.instance.profile
        self.client.cleanup()
        # Marionette's clean-up leaves a fresh empty profile behind, and a profile removes its
        # folder when collected, which at the interpreter's exit fails with a traceback: both
        # are removed now, and told so.
        for profile in (used, self.client.instance.profile):
            if profile is not None:
                profile.cleanup()
                for owner in (profile, getattr(profile, "addons", None)):
                    if owner is not None:
                        owner.restore = False


@pytest.fixture(scope="module", params=["webkit", "firefox"])
def engine(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Engine]:
    """One browser per engine for the module."""
    name = str(request.param)
    folder = tmp_path_factory.mktemp(name)
    browser: Engine = WebKit(folder) if name == "webkit" else Firefox(folder)
    try:
        yield browser
    finally:
        browser.close()


def noise(said: list[str]) -> list[str]:
    """What a quiet page never says: errors, and the offline warning."""
    return [
        line
        for line in said
        if (not line.startswith("warn: ") or NO_OFFLINE in line) and KNOWN_NOISE not in line
    ]


# Selenium's own WebKitGTK driver still passes an argument it deprecates.
@pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")
def test_a_player_s_first_visit_then_offline(
    dist: Path, engine: Engine, record_property: Callable[[str, object], None]
) -> None:
    times: dict[str, float] = {}
    with build.serving(dist) as base:
        origin = "{}://{}".format(*urlsplit(base)[:2])
        # A demo as a blog embeds it: ready, and its controls step it.
        times["embed_ready_s"] = engine.open(f"{base}embed.html#demo={DEMO}")
        assert engine.run("return document.body.dataset.position") == "0"
        engine.click("[data-command=step]")
        engine.wait("return document.body.dataset.position === '1'", 30, "the demo's step")

        # Home, then a game against an easy bot, by clicking.
        times["home_ready_s"] = engine.open(base)
        engine.start_game(["human", "easy"])
        engine.wait_decision()
        for _ in range(3):
            engine.decide()
        lines = engine.run(LOG_LINES)
        assert lines >= 3, (engine.name, lines)
        prompt = engine.run(PROMPT)

        # A reload resumes the game where it was.
        times["reload_ready_s"] = engine.reload()
        engine.wait_decision()
        assert (engine.run(LOG_LINES), engine.run(PROMPT)) == (lines, prompt), engine.name
        # The service worker (registered once the game is ready) serves the page from now on.
        engine.wait(
            "return navigator.serviceWorker.ready"
            ".then((r) => Boolean(r.active) && navigator.serviceWorker.controller !== null)",
            READY_S,
            "the service worker in control",
        )
        assert all(url.startswith(origin) for url in engine.resources()), engine.resources()

    # The server is stopped: a reload still resumes, and the bot still answers.
    times["offline_ready_s"] = engine.reload()
    engine.wait_decision()
    assert (engine.run(LOG_LINES), engine.run(PROMPT)) == (lines, prompt), engine.name
    # Offline, the page's check for a new version fails (that logged "Offline support is
    # unavailable"): once it has, and the page has handled it, the page must have said nothing.
    checks = engine.wait(SETTLED, 60, "the service worker's registration to end")
    assert "update failed" in checks or "register failed" in checks, checks
    # The bots' worker starts offline too (its files come from the service worker's cache).
    worker = engine.wait("return document.body.dataset.worker", READY_S, "the bots' worker")
    assert worker == "ready", (engine.name, worker)
    engine.decide()
    assert engine.run(LOG_LINES) > lines, engine.name
    engine.collect()

    record_property("ready_s", times)
    print(f"\n{engine.name}: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))
    assert noise(engine.said) == [], engine.said
    assert engine.own_log() == [], engine.own_log()


def test_an_offline_reload_in_chromium_does_not_say_offline_is_unavailable(
    dist: Path, new_session: Callable[..., Session]
) -> None:
    """The same regression check in Chromium, whose console Playwright reports whole."""
    session = new_session()
    said: list[str] = []

    def note(message: ConsoleMessage) -> None:
        said.append(f"{message.type}: {message.text}")

    session.context.on("console", note)
    session.context.add_init_script(f"(() => {{ {HOOK} }})()")
    with build.serving(dist) as base:
        page = session.open(base)
        page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.reload()
    wait_ready(page)
    checks = page.wait_for_function(f"() => {{ {SETTLED} }}").json_value()
    assert "update failed" in checks or "register failed" in checks, checks
    assert [line for line in said if NO_OFFLINE in line] == []
    assert session.recorder.console_errors == []
    assert session.recorder.page_errors == []


def test_a_missing_engine_fails_rather_than_skips(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(build.ENGINE_PACKAGES, "no-such-package", ("no-such-program",))
    with pytest.raises(
        pytest.fail.Exception, match=r"no no-such-program: .*apt-get install no-such"
    ):
        program("no-such-package")
