### The expert level and each level's choice in /play's level option (a name and what it does, 100 characters).

bot-discord-ai_level-expert = Expert
bot-discord-ai_choice-easy = { bot-discord-ai_level-easy } — { bot-ai-describe-easy-short }
bot-discord-ai_choice-medium = { bot-discord-ai_level-medium } — { bot-ai-describe-medium-short }
bot-discord-ai_choice-hard = { bot-discord-ai_level-hard } — { bot-ai-describe-hard-short }
bot-discord-ai_choice-expert = { bot-discord-ai_level-expert } — { bot-ai-describe-expert-short }
