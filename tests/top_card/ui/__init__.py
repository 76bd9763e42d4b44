"""Top Card in the browser shell: its words (`text`), sentences (`describe`), rules
(`rules_page`), choices' targets (`choices`) and table parts (`render`)."""
