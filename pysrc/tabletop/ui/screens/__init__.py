"""The app's screens, one module each: what draws the screen (`SCREENS`, by `AppState.screen`) and
the commands its buttons send (`COMMANDS`, by `data-command`). `tabletop.ui.app` merges them."""
