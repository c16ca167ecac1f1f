### /game language: answers of the table service.

bot-err-not_allowed_language = Nur wer den Tisch eröffnet hat oder den Kanal verwaltet, kann seine Sprache wählen.
