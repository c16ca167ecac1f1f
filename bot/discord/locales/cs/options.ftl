# A slash-command option whose value is not of its declared type (bot/discord/options.py): said privately,
# nothing runs. $option is the option's name, $value what was sent.
bot-discord-option-whole = `{ $option }` přijímá celé číslo a { $value } jím není. Nic se nezměnilo.
bot-discord-option-whole_range = `{ $option }` přijímá celé číslo od { $min } do { $max } a { $value } jím není. Nic se nezměnilo.
bot-discord-option-number = `{ $option }` přijímá číslo a { $value } jím není. Nic se nezměnilo.
bot-discord-option-number_range = `{ $option }` přijímá číslo od { $min } do { $max } a { $value } jím není. Nic se nezměnilo.
bot-discord-option-text = `{ $option }` přijímá text a { $value } jím není. Nic se nezměnilo.
bot-discord-option-yes_no = `{ $option }` přijímá True nebo False a { $value } není ani jedno. Nic se nezměnilo.
bot-discord-option-choice = `{ $option }` přijímá jen nabízené hodnoty a { $value } mezi nimi není. Nic se nezměnilo.
