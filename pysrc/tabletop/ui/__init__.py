"""The browser shell: pure Python, drawing each game through its own renderer."""
