"""The browser interface's pure part: view in, HTML text out (no browser imports).

`static/main.py` is the only code that touches the DOM; everything here runs and is tested
under plain CPython too.
"""
