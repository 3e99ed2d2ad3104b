/*
 * Word and sentence pools for the seeded catalog.
 *
 * Sentence and intro templates use `{slot}` placeholders filled per book:
 *   {lead} {friend}       protagonist and a second character (names)
 *   {he} {his} {him}      the protagonist's pronouns (他/她 in Chinese)
 *   {place} {item} {foe} {goal}   genre vocabulary
 *   {time} {weather} {mood}       shared scene vocabulary
 * A slot written with a capital first letter ({Foe}) is capitalised when filled.
 * Pool entries themselves never contain placeholders.
 */

export type GenreId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface LangPool {
  /** zh: first half of a title; en: adjective. */
  titleHeads: readonly string[];
  /** zh: second half of a title; en: noun. */
  titleTails: readonly string[];
  /** Occasional title openers (zh '重生之'; en 'Rise of the'). */
  titlePrefixes: readonly string[];
  places: readonly string[];
  items: readonly string[];
  foes: readonly string[];
  goals: readonly string[];
  tags: readonly string[];
  /** zh: complete chapter subtitles; en: nouns used in 'The {Adjective} {Noun}'. */
  chapterWords: readonly string[];
  sentences: readonly string[];
  intros: readonly string[];
}

export interface GenrePool {
  id: GenreId;
  classId: number;
  /** Probability that the protagonist is female. */
  femaleLead: number;
  zh: LangPool;
  en: LangPool;
}

export interface SharedZh {
  surnames: readonly string[];
  givenMale: readonly string[];
  givenFemale: readonly string[];
  penHeads: readonly string[];
  penTails: readonly string[];
  times: readonly string[];
  weathers: readonly string[];
  moods: readonly string[];
  sentences: readonly string[];
  intros: readonly string[];
  chapterTitles: readonly string[];
  tags: readonly string[];
}

export interface SharedEn {
  firstMale: readonly string[];
  firstFemale: readonly string[];
  lastNames: readonly string[];
  times: readonly string[];
  weathers: readonly string[];
  moods: readonly string[];
  sentences: readonly string[];
  intros: readonly string[];
  chapterAdjectives: readonly string[];
  chapterNouns: readonly string[];
  chapterPhrases: readonly string[];
  tags: readonly string[];
}

export const ZH: SharedZh = {
  surnames: [
    '林', '叶', '萧', '苏', '沈', '顾', '陆', '秦', '楚', '韩', '江', '陈', '李', '王', '张', '赵',
    '周', '吴', '孙', '许', '唐', '宋', '白', '云', '温', '程', '姜', '谢', '洛', '孟',
    '慕容', '上官', '欧阳', '南宫', '司徒',
  ],
  givenMale: [
    '辰', '逸', '凡', '峰', '风', '尘', '羽', '寒', '轩', '墨', '晨', '天', '宇', '浩', '然', '川',
    '远', '舟', '泽', '霄', '承', '昊', '云深', '子墨', '景行', '长歌', '北辰', '一鸣', '慕白',
    '星河', '少卿', '若尘', '怀瑾', '知远', '清越', '砚之',
  ],
  givenFemale: [
    '雪', '瑶', '婉', '晴', '薇', '笙', '念', '月', '清', '柔', '岚', '璃', '初夏', '若溪', '知意',
    '清欢', '南枝', '晚晴', '星遥', '听雨', '如烟', '语嫣', '安然', '浅浅',
    '映雪', '梦瑶', '芷若', '诗涵', '静姝', '微澜',
  ],
  penHeads: [
    '青衫', '墨染', '半夏', '南风', '北冥', '烟雨', '孤舟', '浮生', '清酒', '落笔', '月下', '山间',
    '夜雨', '长风', '白鹿', '三更', '十里', '一叶', '听雪', '九州', '东篱', '西窗', '老街', '小楼',
  ],
  penTails: [
    '公子', '书生', '先生', '听风', '醉客', '小鱼', '老猫', '不语', '渡江', '无眠', '问月', '行者',
    '散人', '归人', '未央', '如故', '煮茶', '看花', '长安', '故人',
  ],
  times: ['那天夜里', '清晨时分', '傍晚时分', '第二天一早', '深夜', '三天之后', '黄昏时分', '天刚蒙蒙亮的时候', '午后'],
  weathers: [
    '窗外的雨下得正紧',
    '夜风带着几分凉意',
    '天边最后一抹余晖渐渐散去',
    '雪无声地落了下来',
    '远处隐约传来闷雷声',
    '月光冷冷地洒在地上',
    '空气闷热得让人透不过气',
  ],
  moods: ['恍惚', '酸楚', '说不出的轻松', '莫名的不安', '久违的温暖', '难以言喻的苦涩', '隐隐的期待'],
  sentences: [
    '{time}，{lead}独自站在{place}，{weather}。',
    '{lead}低头看着{item}，心里一阵{mood}。',
    '{friend}压低声音说：“{foe}已经开始行动了，我们没有多少时间。”',
    '没有人知道，{lead}为了{goal}，已经默默准备了整整三年。',
    '{lead}深吸一口气，推开门走进了{place}。',
    '{weather}，四周安静得只剩下{lead}自己的心跳声。',
    '{friend}看了{lead}一眼，欲言又止，最后只是轻轻叹了口气。',
    '这一刻，{lead}终于明白，{item}背后藏着的秘密远比想象中更深。',
    '{foe}的出现打乱了所有计划，{lead}不得不重新考虑下一步。',
    '{lead}想起了{friend}曾经说过的话：越是危险的时候，越要沉得住气。',
    '{time}，{friend}带来了一个消息，{foe}正朝着{place}赶来。',
    '{lead}没有回头，只是把{item}攥得更紧了一些。',
    '{he}知道，只要还有一口气在，就一定要{goal}。',
    '风从{place}吹过，带着一丝若有若无的凉意。',
    '{friend}笑着摇了摇头：“你总是这样，什么事都一个人扛。”',
    '{lead}沉默了许久，心里一阵{mood}。',
    '那些过去的事情像潮水一样涌上心头，让{lead}一时说不出话来。',
    '{lead}的目光落在{place}，仿佛在寻找什么早已失去的东西。',
    '{time}，{lead}和{friend}并肩走在{place}，谁也没有先开口。',
    '如果这一次失败了，不仅是{he}自己，连{friend}也会被卷进来。',
    '{lead}把{item}放回原处，转身离开时，脚步比来时坚定了许多。',
    '{foe}冷笑一声：“就凭你，也想{goal}？”',
    '{lead}抬起头，眼中第一次有了光。',
    '那一夜，{lead}几乎没有合眼，脑子里反复想着{foe}说过的每一句话。',
    '{friend}把一杯热茶推到{lead}面前，什么也没有问。',
    '{he}忽然笑了，笑容里带着几分释然，也带着几分倔强。',
  ],
  intros: [
    '{lead}本以为自己的人生会平淡地过下去，直到{item}改变了一切。',
    '面对{foe}，{lead}只能咬牙前行，誓要{goal}。',
    '{place}风云再起，一段关于{item}的往事被重新揭开。',
    '这是一个关于成长、背叛与守护的故事。',
    '当{friend}再次出现在{place}，尘封多年的秘密终于浮出水面。',
    '命运的齿轮开始转动，{lead}的传奇由此展开。',
    '有人为名，有人为利，而{lead}只想{goal}。',
  ],
  chapterTitles: [
    '风起云涌', '暗流涌动', '初露锋芒', '意外相逢', '旧事重提', '峰回路转', '夜深人静', '山雨欲来',
    '一波三折', '真相大白', '故人重逢', '孤注一掷', '迷雾重重', '破釜沉舟', '背水一战', '各怀心思',
    '步步惊心', '柳暗花明', '不速之客', '尘埃落定', '雨夜来客', '意料之外', '一念之间', '水落石出',
    '针锋相对', '暗度陈仓', '惊鸿一瞥', '再起波澜', '心照不宣', '今非昔比', '临危受命', '绝处逢生',
    '步步为营', '锋芒毕露', '如履薄冰', '一触即发', '往事如烟', '故地重游', '覆水难收', '咫尺天涯',
    '前路漫漫', '星火燎原', '初心不改', '杀机四伏', '谜底揭晓', '棋逢对手', '月下独酌', '破晓时分',
    '最后的选择', '无声的告别', '迟来的真相', '命运的转折',
  ],
  tags: ['爽文', '热血', '轻松', '虐心', '成长', '群像', '双强', '反转不断', '日常', '逆袭'],
};

export const EN: SharedEn = {
  firstMale: [
    'Ethan', 'Lucas', 'Owen', 'Adrian', 'Julian', 'Marcus', 'Elias', 'Silas', 'Gabriel', 'Rowan',
    'Nathan', 'Caleb', 'Felix', 'Arthur', 'Declan', 'Tobias', 'Henry', 'Isaac', 'Leon', 'Victor',
  ],
  firstFemale: [
    'Clara', 'Elena', 'Maya', 'Iris', 'Nora', 'Ava', 'Lydia', 'Vivian', 'Selene', 'Hazel',
    'Ivy', 'Naomi', 'Rosalind', 'Audrey', 'Celeste', 'Margot', 'Esther', 'Fiona', 'Lena', 'Tessa',
  ],
  lastNames: [
    'Blackwood', 'Hale', 'Sinclair', 'Ashford', 'Whitlock', 'Mercer', 'Thorne', 'Calloway', 'Reyes',
    'Vance', 'Holloway', 'Sterling', 'Quinn', 'Winslow', 'Carver', 'Lockhart', 'Fairfax', 'Marlowe',
    'Brennan', 'Castellan', 'Okafor', 'Lindqvist', 'Moreau', 'Harlow', 'Kestrel', 'Navarro',
  ],
  times: [
    'That night', 'At dawn', 'Late that evening', 'Just before midnight', 'The next morning',
    'By the time the sun went down', 'Three days later', 'In the grey light of morning',
  ],
  weathers: [
    'the rain kept falling',
    'a cold wind swept past',
    'the last light faded from the sky',
    'snow drifted down without a sound',
    'thunder rolled somewhere far away',
    'the moon hung pale above the rooftops',
  ],
  moods: [
    'a strange unease',
    'a quiet kind of hope',
    'an old and familiar ache',
    'a sudden cold clarity',
    'a tangle of doubt and resolve',
    'a warmth that had been missing for years',
  ],
  sentences: [
    '{time}, {lead} stood alone in {place} while {weather}.',
    '{lead} looked down at {item} and felt {mood}.',
    `"{Foe} is already moving," {friend} said quietly. "We don't have much time."`,
    'Nobody knew that {lead} had spent three long years preparing to {goal}.',
    '{lead} took a deep breath and stepped into {place}.',
    "For a while the only sound was the steady beat of {lead}'s own heart.",
    '{friend} glanced at {lead}, seemed about to say something, and then only sighed.',
    'In that moment {lead} understood that the secret behind {item} ran far deeper than anyone had imagined.',
    'The arrival of {foe} had ruined every plan, and {lead} had to think again.',
    '{lead} remembered what {friend} had once said: the more dangerous the hour, the calmer you must be.',
    '{time}, {friend} brought word that {foe} was heading for {place}.',
    '{lead} did not look back, but held {item} a little tighter.',
    'As long as there was breath left in {him}, {lead} would {goal}.',
    'A cool wind drifted through {place}, carrying the faint smell of rain.',
    '{friend} smiled and shook their head. "You always try to carry everything alone."',
    '{lead} was silent for a long time, lost in {mood}.',
    'Old memories rose like a tide, and for a moment {lead} could not speak.',
    "{lead}'s eyes settled on {place}, as if searching for something lost long ago.",
    '{time}, {lead} and {friend} walked side by side through {place}, and neither spoke first.',
    'If this failed, {friend} would be dragged down as well.',
    '{lead} put {item} back where it belonged and walked away with steadier steps.',
    '{Foe} gave a cold laugh. "You really think you can {goal}?"',
    '{lead} raised {his} head, and for the first time there was light in {his} eyes.',
    'That night {lead} barely slept, turning every word {foe} had said over and over.',
    '{friend} pushed a cup of hot tea across the table and asked nothing at all.',
    '{He} laughed suddenly, a laugh that was half relief and half stubborn pride.',
  ],
  intros: [
    '{lead} always believed life would stay quiet and ordinary, until {item} changed everything.',
    'Hunted by {foe}, {lead} has only one choice left: to {goal}.',
    'Old secrets stir in {place}, and a story long buried is about to surface.',
    'This is a story of growing up, betrayal, and the people worth protecting.',
    'When {friend} returns to {place}, a secret kept for years finally comes to light.',
    "The wheel of fate has begun to turn, and {lead}'s legend starts here.",
    'Some fight for fame and some for fortune, but {lead} only wants to {goal}.',
  ],
  chapterAdjectives: [
    'Broken', 'Silent', 'Hidden', 'Last', 'Crimson', 'Forgotten', 'Long', 'Empty', 'Burning', 'Cold',
    'Distant', 'First', 'Final', 'Narrow', 'Secret', 'Second', 'Quiet', 'Hollow', 'Shattered',
    'Unspoken', 'Midnight', 'Faded', 'Iron', 'Golden', 'Restless', 'Fallen',
  ],
  chapterNouns: [
    'Seal', 'Door', 'Road', 'Letter', 'Promise', 'Storm', 'Bridge', 'Gate', 'Night', 'Mirror', 'Key',
    'Bargain', 'Warning', 'Return', 'Truth', 'Choice', 'Debt', 'Hour', 'Shadow', 'Flame', 'Crossing',
    'Message', 'Answer', 'Thread', 'Harbor',
  ],
  chapterPhrases: [
    'Into the Dark', 'No Way Back', 'A Familiar Face', 'Before the Storm', 'What Was Left Behind',
    'An Uninvited Guest', 'Cards on the Table', 'Under a Pale Moon', 'The Long Way Home', 'Ashes and Embers',
  ],
  tags: ['slow burn', 'found family', 'underdog', 'plot twists', 'coming of age', 'character arc'],
};

const fantasy: GenrePool = {
  id: 1,
  classId: 2,
  femaleLead: 0.35,
  zh: {
    titleHeads: [
      '万古', '太古', '混沌', '九天', '神魔', '苍穹', '龙血', '星辰', '永夜', '不灭', '天命', '诸天', '荒古',
      '吞天', '逆天', '龙族', '圣域', '魔域', '元素', '幻灵', '神龙', '龙渊', '剑域', '帝焰', '魔法',
    ],
    titleTails: [
      '至尊', '神帝', '战神', '剑主', '龙皇', '法师', '传说', '纪元', '魔尊', '圣典', '霸主', '之王', '领主',
      '神座', '传奇', '天书', '龙骑士', '大陆', '神尊', '魔导师',
    ],
    titlePrefixes: ['重生之', '无敌', '我的'],
    places: ['天风城', '后山的禁地', '万妖山脉', '皇家魔法学院', '古老的神殿', '龙骨荒原', '藏经阁', '血色峡谷'],
    items: ['那柄残破的古剑', '一枚刻着龙纹的戒指', '那本泛黄的魔法书', '一颗微微发烫的龙晶', '师父留下的玉佩'],
    foes: ['血煞宗的长老', '那位戴着面具的黑袍法师', '魔族的使者', '天才少年萧无极', '暗影之王'],
    goals: ['打破千年的诅咒', '登上大陆之巅', '找回失落的龙族血脉', '守护身后的这座城', '揭开身世之谜'],
    tags: ['玄幻', '奇幻', '魔法', '异世大陆', '升级', '龙族', '废柴逆袭', '系统流', '废柴少年一路逆袭登顶巅峰', '开局觉醒上古神龙血脉之力', '东方玄幻'],
    chapterWords: ['龙吟九天', '灵力觉醒', '魔法试炼', '血脉之力', '秘境开启', '神殿残影', '封印松动', '天劫将至'],
    sentences: [
      '{lead}体内的灵力疯狂运转，掌心浮现出一道淡金色的符文。',
      '远处传来一声震天的龙吟，整片天空都被染成了赤红色。',
      '{friend}说，{place}深处封印着一头上古巨龙，千年来无人敢靠近。',
      '{lead}握住{item}，感到一股古老的力量顺着手臂涌入全身。',
      '魔法阵的光芒一层层亮起，空气里弥漫着淡淡的硫磺味。',
      '那道剑光划破夜空，连山巅的积雪都被震得簌簌落下。',
    ],
    intros: [
      '少年{lead}意外获得{item}，从此踏上逆天改命之路。',
      '万族林立，强者为尊，{lead}要在这片大陆上杀出一条血路。',
      '巨龙苏醒，魔族再临，一个被遗忘的预言正在应验。',
    ],
  },
  en: {
    titleHeads: ['Crimson', 'Eternal', 'Shattered', 'Forgotten', 'Ashen', 'Arcane', 'Celestial', 'Fallen', 'Wild', 'Silver', 'Ancient', 'Burning', 'Frozen', 'Obsidian'],
    titleTails: ['Dragon', 'Throne', 'Crown', 'Mage', 'Spellblade', 'Grimoire', 'Realm', 'Sorcerer', 'Kingdom', 'Phoenix', 'Oath', 'Tower', 'Relic', 'Witch', 'Dragon Rider'],
    titlePrefixes: ['Heir of the', 'Rise of the', 'Song of the', 'Legend of the', 'Curse of the', 'Return of the', 'Blood of the'],
    places: ['the Sunken Library', 'the Ashen Peaks', 'the elven forest', 'the royal academy of magic', 'the ruined temple', 'the dragon graveyard', 'the Crystal Gate'],
    items: ['the cracked sword', 'a ring carved with a dragon', 'the yellowed spellbook', 'a warm dragon crystal', 'the jade pendant from an old master'],
    foes: ['the Shadow King', 'the masked sorcerer', 'the envoy of the demon realm', 'the elder of the Blood Sect', 'the last dragon lord'],
    goals: ['break the thousand-year curse', 'reach the peak of the continent', 'awaken the lost dragon bloodline', 'protect the city behind the walls', 'learn the truth about the prophecy'],
    tags: ['magic', 'dragons', 'epic quest', 'chosen one', 'dark lord', 'elves', 'magic academy', 'overpowered MC', 'sword & magic', 'high fantasy'],
    chapterWords: ['Dragon', 'Rune', 'Spell', 'Prophecy', 'Crown', 'Portal', 'Oath', 'Curse'],
    sentences: [
      "Power surged through {lead}'s veins, and a golden rune flared to life in {his} palm.",
      'Far away a dragon roared, and the whole sky burned red.',
      '{friend} said an ancient dragon slept beneath {place}, and no one had dared go near it for a thousand years.',
      'When {lead} gripped {item}, an old and patient power flowed up {his} arm.',
      'Ring after ring of the magic circle lit up, and the air smelled faintly of sulfur.',
      'The blade of light split the night, and snow slid from the mountaintops.',
    ],
    intros: [
      'When an orphan named {lead} finds {item}, a path to defy fate opens.',
      'In a world ruled by dragons and mages, {lead} must carve a way to the very top.',
      'The dragons are waking, the demons are returning, and a forgotten prophecy is coming true.',
    ],
  },
};

const urban: GenrePool = {
  id: 2,
  classId: 1,
  femaleLead: 0.4,
  zh: {
    titleHeads: ['都市', '重生', '超级', '极品', '最强', '全能', '巅峰', '顶级', '神级', '隐世', '绝世', '豪门', '花都', '逍遥', '无敌', '江城'],
    titleTails: ['兵王', '神医', '狂少', '高手', '赘婿', '首富', '保镖', '女婿', '医圣', '仙尊', '少爷', '大亨', '人生', '狂龙', '奶爸', '学霸'],
    titlePrefixes: ['重生之', '我的', '都市之'],
    places: ['江城最高的写字楼', '老城区的巷子', '金融中心的顶层', '深夜的便利店', '滨江大道', '医院的走廊', '公司的会议室'],
    items: ['一份被撕碎的合同', '那部旧手机', '一张银行卡', '一枚磨损的校徽', '父亲留下的笔记本'],
    foes: ['商业对手赵总', '那个傲慢的富二代', '资本集团的幕后老板', '昔日的合伙人', '豪门周家的大少爷'],
    goals: ['夺回属于自己的一切', '让家人过上好日子', '在这座城市站稳脚跟', '查清公司破产的真相', '证明自己不是废物'],
    tags: ['都市', '商战', '职场', '神医', '兵王', '赘婿', '重生', '打脸', '重生回到十八岁的那一年', '都市生活'],
    chapterWords: ['董事会议', '深夜来电', '股价暴跌', '同学聚会', '一纸合约', '反客为主', '商场如战', '霓虹之下'],
    sentences: [
      '手机屏幕亮了起来，是{friend}发来的消息：今晚八点，老地方见。',
      '{lead}站在写字楼的落地窗前，俯瞰着整座城市的灯火。',
      '会议室里一片寂静，所有人都在等{lead}开口。',
      '地铁呼啸而过，{lead}在拥挤的人群中看到了一张熟悉的脸。',
      '这座城市从来不缺聪明人，缺的是敢赌上一切的人。',
    ],
    intros: [
      '{lead}回到这座城市，曾经看不起{him}的人，都将付出代价。',
      '一通陌生的电话，让普通上班族{lead}的人生彻底改变。',
      '都市繁华之下，暗藏着不为人知的规则与交易。',
    ],
  },
  en: {
    titleHeads: ['Hidden', 'Secret', 'Last', 'Midnight', 'Golden', 'Neon', 'Reluctant', 'Second', 'Perfect', 'Unexpected', 'Silent', 'Concrete'],
    titleTails: ['Heir', 'Deal', 'Tycoon', 'City', 'Boss', 'Contract', 'Game', 'Penthouse', 'Fortune', 'Comeback', 'Partner', 'Empire', 'Skyline'],
    titlePrefixes: ['Return of the', 'Rise of the', 'Diary of the', 'Secrets of the'],
    places: ['the tallest tower downtown', 'a narrow alley in the old town', 'the top floor of the finance center', 'a late-night convenience store', 'the riverside boulevard', 'the hospital corridor'],
    items: ['a torn contract', 'the old phone', 'a worn school badge', 'the notebook left by a late father', 'a single bank card'],
    foes: ['the rival CEO', 'the arrogant heir of the Zhou family', 'the head of a faceless investment group', 'a former business partner'],
    goals: ['take back everything that was lost', 'give the family a better life', 'find out why the company collapsed', 'prove everyone wrong'],
    tags: ['CEO', 'city life', 'office drama', 'rags to riches', 'second chance', 'tycoon', 'modern', 'revenge'],
    chapterWords: ['Boardroom', 'Phone Call', 'Deal', 'Reunion', 'Skyline', 'Offer', 'Deadline', 'Headline'],
    sentences: [
      "{lead}'s phone lit up with a message from {friend}: eight o'clock, the usual place.",
      'From the office window {lead} looked down at the lights of the whole city.',
      'The meeting room went quiet, and everyone waited for {lead} to speak.',
      'A train roared past, and in the crowd {lead} caught sight of a familiar face.',
      'This city never ran short of clever people; what it lacked were people willing to risk everything.',
    ],
    intros: [
      '{lead} has come back to the city, and everyone who once looked down on {him} is about to pay.',
      'One phone call from a stranger turns the life of an ordinary office worker upside down.',
      'Beneath the glitter of the city lie rules and deals that nobody talks about.',
    ],
  },
};

const history: GenrePool = {
  id: 3,
  classId: 3,
  femaleLead: 0.3,
  zh: {
    titleHeads: ['大唐', '大宋', '大明', '汉末', '三国', '盛世', '乱世', '帝国', '王朝', '庙堂', '江山', '长安', '锦衣', '北疆', '南朝', '天下'],
    titleTails: ['风云', '权臣', '首辅', '帝师', '谋士', '霸业', '风华', '枭雄', '名将', '春秋', '纪事', '天子', '王侯', '谋略', '旧事', '长歌'],
    titlePrefixes: ['重生之', '穿越之'],
    places: ['长安城', '金銮殿', '边关的城楼', '御书房', '江南的小镇', '洛阳城外的驿站', '丞相府'],
    items: ['一封密信', '那枚虎符', '一卷残缺的兵书', '御赐的金牌', '一幅旧地图'],
    foes: ['权倾朝野的丞相', '北方的蛮族首领', '野心勃勃的藩王', '东厂的督主', '叛将李元'],
    goals: ['扶大厦于将倾', '平定边关的战乱', '洗清家族的冤屈', '辅佐明君开创盛世', '守住这座孤城'],
    tags: ['历史', '架空', '权谋', '穿越', '朝堂', '争霸', '宫廷', '种田', '穿越古代成为权倾朝野的首辅', '家国天下'],
    chapterWords: ['金殿对策', '边关急报', '夜宴惊变', '密诏出京', '科举放榜', '兵临城下', '朝堂风波', '君臣相得'],
    sentences: [
      '朝堂之上，文武百官各怀心思，无人敢率先开口。',
      '{lead}展开那封密信，只见上面写着八个字：边关告急，速回京城。',
      '{friend}躬身道：“大人，陛下已经三日未曾上朝了。”',
      '城头的旌旗在风中猎猎作响，远处的烽火已经连成了一线。',
      '{lead}明白，在这乱世之中，一步走错便是万劫不复。',
    ],
    intros: [
      '乱世将至，{lead}以一介布衣之身，搅动天下风云。',
      '朝堂诡谲，边关烽火，一个王朝的命运系于一人之手。',
      '一朝穿越，{lead}成了落魄的世家子弟，前有强敌，后无退路。',
    ],
  },
  en: {
    titleHeads: ['Iron', 'Last', 'Jade', 'Crimson', 'Forgotten', 'Imperial', 'Silent', 'Golden', 'Fallen', 'Northern', 'Ancient', 'Eastern'],
    titleTails: ['Empire', 'Emperor', 'Dynasty', 'Throne', 'Chancellor', 'General', 'Court', 'Regent', 'Strategist', 'Kingdom', 'Crown', 'Banner', 'Capital'],
    titlePrefixes: ['Fall of the', 'Rise of the', 'Chronicles of the', 'Shadow of the', 'Heir of the'],
    places: ['the imperial capital', 'the Hall of Golden Light', 'the watchtower on the border', "the emperor's study", 'a quiet river town in the south', 'the post station outside the city'],
    items: ['a sealed letter', 'the tiger tally', 'a torn book of strategy', 'a golden token from the emperor', 'an old map'],
    foes: ['the all-powerful chancellor', 'the chieftain of the northern tribes', 'an ambitious prince', 'the head of the secret police', 'the traitor general'],
    goals: ['save a dynasty on the edge of collapse', 'end the war on the border', 'clear the family name', 'help a wise ruler build a golden age'],
    tags: ['court intrigue', 'empire', 'dynasty', 'politics', 'time travel', 'strategy', 'ancient China', 'historical'],
    chapterWords: ['Decree', 'Banner', 'Audience', 'Border', 'Banquet', 'Siege', 'Exam', 'Envoy'],
    sentences: [
      'In the great hall the ministers watched one another, and no one dared speak first.',
      '{lead} unfolded the secret letter and read the words: the border has fallen, return to the capital at once.',
      '{friend} bowed low. "My lord, the emperor has not held court for three days."',
      'Banners snapped on the city walls, and the beacon fires in the distance had joined into a single line.',
      '{lead} knew that in these troubled times a single wrong step meant ruin for the whole empire.',
    ],
    intros: [
      'As the empire crumbles, {lead}, a commoner with nothing, sets the whole realm in motion.',
      'Court schemes and border wars: the fate of a dynasty rests in one pair of hands.',
      'Waking up in another century, {lead} becomes the last son of a ruined noble house.',
    ],
  },
};

const scifi: GenrePool = {
  id: 4,
  classId: 4,
  femaleLead: 0.45,
  zh: {
    titleHeads: ['星际', '银河', '星河', '机甲', '末日', '量子', '赛博', '深空', '未来', '超维', '时空', '星海', '黑洞', '星舰', '基因', '虫族'],
    titleTails: ['帝国', '纪元', '舰队', '远征', '战记', '漫游', '猎人', '文明', '迷航', '觉醒', '时代', '边境', '信号', '方舟', '守望者', '拓荒者'],
    titlePrefixes: ['重生之', '最后的'],
    places: ['空间站的观景舱', '火星殖民地', '废弃的星舰残骸', '银河系边缘', '地下城的数据中心', '月球背面的基地'],
    items: ['一块加密的数据芯片', '那台老式通讯器', '一枚失去光泽的舰队徽章', '母亲留下的基因样本', '一段残缺的星图'],
    foes: ['叛变的人工智能', '星际联邦的特工', '虫族的女王', '跨星系财团的掌门人', '神秘的外星使者'],
    goals: ['带领人类找到新的家园', '阻止文明的毁灭', '解开那段神秘信号的含义', '回到二十年前的地球', '查清舰队失踪的真相'],
    tags: ['科幻', '星际', '机甲', '末世', '赛博朋克', '人工智能', '时空穿梭', '硬科幻', '星际舰队远征银河系边缘', '第一次接触'],
    chapterWords: ['跃迁启动', '信号来源', '舰桥警报', '零重力', '数据深渊', '星门之外', '休眠结束', '轨道失控'],
    sentences: [
      '舰桥上的警报灯闪烁不停，主控电脑报告能源只剩下百分之十二。',
      '{lead}调出星图，银河系边缘的那颗红点正在缓慢移动。',
      '{friend}的全息影像在空中闪了闪：“信号来自三百光年之外。”',
      '跃迁引擎启动的一瞬间，窗外的星光被拉成了无数条细线。',
      '人工智能用平静的声音提醒{lead}：生命维持系统还能运转七十二小时。',
    ],
    intros: [
      '公元三千年，人类的舰队驶向银河深处，却再也没有回来。',
      '{lead}在废弃的空间站醒来，发现地球已经沉默了一百年。',
      '一段来自深空的神秘信号，让整个星际联邦陷入了恐慌。',
    ],
  },
  en: {
    titleHeads: ['Quantum', 'Silent', 'Dark', 'Final', 'Infinite', 'Stellar', 'Broken', 'Distant', 'Hollow', 'Synthetic', 'Lost', 'Outer', 'Neon'],
    titleTails: ['Galaxy', 'Star', 'Colony', 'Signal', 'Frontier', 'Protocol', 'Fleet', 'Horizon', 'Nebula', 'Android', 'Empire', 'Orbit', 'Station', 'Machine'],
    titlePrefixes: ['Beyond the', 'Echoes of the', 'Signal from the', 'Children of the', 'Edge of the'],
    places: ['the observation deck of the station', 'the Mars colony', 'the wreck of an old starship', 'the rim of the galaxy', 'the data center under the city', 'the base on the far side of the moon'],
    items: ['an encrypted data chip', 'the battered old communicator', 'a faded fleet insignia', 'a sealed gene sample', 'a fragment of a star map'],
    foes: ['the rogue AI', 'an agent of the Stellar Federation', 'the hive queen', 'the head of the interstellar consortium', 'the envoy from deep space'],
    goals: ['lead humanity to a new home', 'stop the collapse of civilization', 'decode the mysterious signal', 'find out what happened to the lost fleet'],
    tags: ['space opera', 'cyberpunk', 'AI', 'first contact', 'galaxy', 'mecha', 'interstellar', 'hard sci-fi', 'apocalypse'],
    chapterWords: ['Jump', 'Signal', 'Orbit', 'Airlock', 'Protocol', 'Colony', 'Beacon', 'Drift'],
    sentences: [
      'Warning lights flashed across the bridge, and the main computer reported twelve percent power remaining.',
      '{lead} pulled up the star map; a red dot at the edge of the galaxy was slowly moving.',
      `{friend}'s hologram flickered in the air. "The signal is coming from three hundred light years away."`,
      'The moment the jump drive engaged, the stars outside stretched into countless thin lines.',
      "In a calm voice the ship's AI reminded {lead} that life support would last seventy-two more hours.",
    ],
    intros: [
      "In the year 3000, humanity's fleets sailed into the depths of the galaxy and never came back.",
      '{lead} wakes on an abandoned station to find that Earth has been silent for a hundred years.',
      'A mysterious signal from deep space throws the whole Stellar Federation into panic.',
    ],
  },
};

const wuxia: GenrePool = {
  id: 5,
  classId: 2,
  femaleLead: 0.3,
  zh: {
    titleHeads: ['青锋', '江湖', '武林', '侠客', '一剑', '孤剑', '天下', '风雪', '烟雨', '长歌', '铁血', '青衫', '刀剑', '浪子', '碧血', '落花', '大漠', '寒江', '醉剑'],
    titleTails: ['行', '录', '传', '剑客', '剑仙', '江湖', '刀客', '游侠', '侠影', '风云', '情仇录', '问剑', '剑歌', '英雄传', '侠客行', '游记'],
    titlePrefixes: ['重生之', '新'],
    places: ['悦来客栈', '华山之巅', '少林寺的山门前', '江南的烟雨楼', '大漠深处的古城', '落霞谷', '洛阳城的长街'],
    items: ['那柄青锋长剑', '一本残缺的剑谱', '一枚刻着梅花的令牌', '师父临终前留下的玉佩', '一坛三十年的女儿红'],
    foes: ['魔教的左护法', '铁掌帮的帮主', '那个神秘的黑衣刺客', '武林盟主的私生子', '血衣楼的楼主'],
    goals: ['为师门报仇雪恨', '夺回失落的剑谱', '查清当年灭门惨案的真相', '成为天下第一剑客', '平息这场江湖浩劫'],
    tags: ['武侠', '江湖', '仙侠', '修真', '门派', '快意恩仇', '剑客', '一人一剑快意恩仇走天涯', '传统武侠'],
    chapterWords: ['初入江湖', '剑出鞘', '论剑华山', '客栈夜话', '刀光剑影', '英雄大会', '故人来信', '月下比剑'],
    sentences: [
      '{lead}长剑出鞘，剑光如一泓秋水，直取对方咽喉。',
      '江湖上早有传言，{foe}的掌法已经练到了第九重。',
      '{friend}抱拳道：“这位兄台，今日之恩，来日必报。”',
      '{lead}运起内力，一招一式都带着破空之声。',
      '客栈里人声嘈杂，几个带刀的汉子正低声议论着武林大会。',
    ],
    intros: [
      '江湖风波恶，{lead}一人一剑，行走于正邪之间。',
      '武林大会在即，各大门派暗流涌动，一场浩劫正悄然逼近。',
      '十年前的灭门血案，十年后的一纸战书，{lead}终于回来了。',
    ],
  },
  en: {
    titleHeads: ['Wandering', 'Jade', 'Silent', 'Drunken', 'Azure', 'Heavenly', 'Iron', 'Lone', 'Hidden', 'White', 'Swift', 'Immortal', 'Crimson'],
    titleTails: ['Sword', 'Blade', 'Sect', 'Swordsman', 'Fist', 'Cultivator', 'Lotus', 'Mountain', 'Master', 'Crane', 'Tiger', 'Path', 'Swordswoman'],
    titlePrefixes: ['Way of the', 'Legend of the', 'Return of the', 'Ballad of the'],
    places: ['the Riverside Inn', 'the summit of Mount Hua', 'the gate of the Shaolin temple', 'the misty pavilion in the south', 'an old city deep in the desert', 'the Valley of Falling Dusk'],
    items: ['the green-steel sword', 'a torn sword manual', 'a token carved with plum blossoms', "the jade pendant from a dying master", 'a jar of thirty-year-old wine'],
    foes: ['the left guardian of the demon cult', 'the master of the Iron Palm Gang', 'the mysterious assassin in black', 'the master of the Blood Robe Tower'],
    goals: ['avenge the fallen sect', 'recover the lost sword manual', 'learn who destroyed the family ten years ago', 'become the finest sword under heaven'],
    tags: ['martial arts', 'wuxia', 'cultivation', 'xianxia', 'sect life', 'revenge', 'sword saint', 'jianghu'],
    chapterWords: ['Sword', 'Inn', 'Duel', 'Manual', 'Oath', 'Sect', 'Pavilion', 'Ambush'],
    sentences: [
      "{lead}'s sword left its sheath like a ribbon of autumn water.",
      'Rumor in the martial world said that {foe} had mastered the ninth level of the Iron Palm.',
      '{friend} bowed with fists pressed together. "I will repay this debt one day."',
      '{lead} gathered {his} inner strength, and every strike split the air with a sharp whistle.',
      'The inn was loud with talk, and a few armed men were whispering about the coming tournament.',
    ],
    intros: [
      'The martial world is full of storms, and {lead} walks it with a single sword.',
      'With the great tournament approaching, every sect is plotting in the shadows.',
      'Ten years after the massacre of the sect, {lead} has finally come back.',
    ],
  },
};

const romance: GenrePool = {
  id: 6,
  classId: 1,
  femaleLead: 0.8,
  zh: {
    titleHeads: ['甜心', '心动', '余生', '星光', '盛夏', '月光', '时光', '温柔', '偏爱', '蜜恋', '初恋', '暗恋', '倾城', '春风', '十年', '繁星'],
    titleTails: ['恋人', '情书', '宠妻', '婚约', '告白', '知己', '心事', '为你', '相爱', '情深', '恋曲', '约定', '新娘', '如初', '是你', '有你'],
    titlePrefixes: ['我的', '致'],
    places: ['街角的咖啡馆', '大学的图书馆', '海边的小镇', '雨中的公交站', '摩天轮的顶端', '老房子的阳台'],
    items: ['一封没有寄出的情书', '一条褪色的围巾', '那把蓝色的雨伞', '一张泛黄的合照', '一枚旧戒指'],
    foes: ['他的前未婚妻', '家族安排的相亲对象', '那位心机深沉的闺蜜', '严厉的母亲', '公司里的竞争对手'],
    goals: ['守住这份来之不易的感情', '在分别之前说出那句话', '找回失去的记忆', '嫁给自己真正喜欢的人'],
    tags: ['言情', '甜宠', '先婚后爱', '青梅竹马', '破镜重圆', '总裁', '双向暗恋', '豪门千金的契约婚姻生活', '校园', '治愈'],
    chapterWords: ['初次心动', '雨中相遇', '告白之夜', '误会重重', '久别重逢', '心意相通', '一吻定情', '星光之约'],
    sentences: [
      '{friend}递过来一杯热咖啡，指尖不经意地碰到了{lead}的手。',
      '{lead}的心跳漏了一拍，连忙把目光移向窗外。',
      '那年夏天的蝉鸣和晚风，{lead}一直都记得。',
      '“我等你。”{friend}说这句话的时候，眼睛比星星还亮。',
      '雨伞下的空间很小，小到{lead}能听见对方的呼吸。',
    ],
    intros: [
      '一场意外的相遇，让{lead}和{friend}的命运紧紧缠绕在一起。',
      '有些人一旦遇见，便再也无法忘记。',
      '十年后的重逢，{lead}才知道，原来那个人一直都在等{him}。',
    ],
  },
  en: {
    titleHeads: ['Sweet', 'Accidental', 'Stolen', 'Summer', 'Forbidden', 'Reluctant', 'Second', 'Borrowed', 'Unspoken', 'Lost', 'Endless', 'Starlit'],
    titleTails: ['Heart', 'Kiss', 'Promise', 'Bride', 'Vow', 'Love', 'Letter', 'Season', 'Wedding', 'Sweetheart', 'Spring', 'Dance'],
    titlePrefixes: ['Falling for the', 'Waiting for the', 'Chasing the', 'All for the'],
    places: ['the corner cafe', 'the university library', 'a little town by the sea', 'a bus stop in the rain', 'the top of the Ferris wheel', 'the balcony of the old house'],
    items: ['a love letter that was never sent', 'a faded scarf', 'the blue umbrella', 'an old photograph', 'a simple silver ring'],
    foes: ['an ex-fiancee with a grudge', 'the match chosen by the family', 'a scheming best friend', 'a very strict mother'],
    goals: ['hold on to a love that was hard to win', 'say the words before it is too late', 'recover the lost memories', 'marry for love and nothing else'],
    tags: ['romance', 'sweet romance', 'fake dating', 'first love', 'love triangle', 'contract love', 'heartwarming', 'HEA', 'rivals to love'],
    chapterWords: ['Kiss', 'Confession', 'Umbrella', 'Reunion', 'Misunderstanding', 'Date', 'Heartbeat', 'Promise'],
    sentences: [
      '{friend} handed over a cup of hot coffee, and their fingers brushed for a moment.',
      "{lead}'s heart skipped a beat, and {he} quickly looked out the window.",
      '{lead} still remembered the cicadas and the evening breeze of that summer.',
      '"I\'ll wait for you," {friend} said, eyes brighter than the stars.',
      "The space beneath the umbrella was so small that {lead} could hear the other's breathing.",
    ],
    intros: [
      'A chance meeting ties the fates of {lead} and {friend} together for good.',
      'Some people, once met, can never be forgotten.',
      'Ten years later, {lead} learns that someone has been waiting for {him} all along.',
    ],
  },
};

const military: GenrePool = {
  id: 7,
  classId: 3,
  femaleLead: 0.2,
  zh: {
    titleHeads: ['铁血', '烽火', '钢铁', '兵锋', '战狼', '雄鹰', '利刃', '狼牙', '尖刀', '边境', '铁骑', '王牌', '血色', '无声', '北方', '战地'],
    titleTails: ['兵王', '军魂', '战歌', '突击队', '狙击手', '雄师', '军团', '尖兵', '防线', '战场', '将军', '先锋', '军旗', '战记', '特战队', '营长'],
    titlePrefixes: ['重生之', '我的'],
    places: ['前沿阵地', '边境哨所', '指挥部的帐篷', '炮火覆盖的山谷', '被围困的县城', '训练场'],
    items: ['一张作战地图', '那枚磨亮的军功章', '一封家书', '战友留下的钢盔', '一部坏掉的电台'],
    foes: ['敌军的王牌指挥官', '潜伏的内奸', '雇佣兵团的头目', '敌军装甲师的师长', '狡猾的敌方狙击手'],
    goals: ['守住最后一道防线', '把所有兄弟活着带回家', '完成这次不可能的任务', '夺回失守的高地'],
    tags: ['军事', '战争', '特种兵', '军旅', '兄弟情', '热血军魂', '抗战', '特种兵王的热血军旅生涯', '谍战'],
    chapterWords: ['夜袭敌营', '死守高地', '集结号', '战地黎明', '孤军深入', '炮火连天', '突围', '最后的阵地'],
    sentences: [
      '炮声从北面传来，阵地上的泥土被震得簌簌落下。',
      '{lead}摊开作战地图，用红笔在{place}画了一个圈。',
      '{friend}敬了个礼：“报告，三营已经全部就位！”',
      '夜色中，侦察兵带回了最新的情报，敌军的主力正在向东集结。',
      '{lead}知道，这一仗关系到整条防线的存亡。',
    ],
    intros: [
      '烽火连天的年代，{lead}带领一支残兵，守住了最后的阵地。',
      '这是一支无名部队的传奇，也是一代军人的热血。',
      '从新兵连到特战队，{lead}用汗水和鲜血证明了自己。',
    ],
  },
  en: {
    titleHeads: ['Iron', 'Steel', 'Last', 'Burning', 'Lone', 'Silent', 'Red', 'Frozen', 'Thunder', 'Broken', 'Forward', 'Eastern'],
    titleTails: ['Front', 'Battalion', 'Line', 'Sniper', 'Soldier', 'Regiment', 'Commander', 'Fortress', 'Storm', 'Brigade', 'Outpost', 'Wolf', 'Empire'],
    titlePrefixes: ['Hold the', 'Glory of the', 'Ghosts of the', 'March of the'],
    places: ['the forward trenches', 'the border outpost', 'the command tent', 'a valley under artillery fire', 'the besieged town', 'the training ground'],
    items: ['a battle map', 'the polished medal', 'a letter from home', "a fallen comrade's helmet", 'a broken field radio'],
    foes: ['the enemy ace commander', 'a traitor in the ranks', 'the mercenary captain', 'the commander of the armored division', 'a cunning enemy sniper'],
    goals: ['hold the last line', 'bring every soldier home alive', 'finish a mission everyone called impossible', 'retake the lost ridge'],
    tags: ['war', 'special forces', 'tactics', 'brotherhood', 'army life', 'sniper', 'battlefield', 'military drama'],
    chapterWords: ['Ridge', 'Trench', 'Ambush', 'Retreat', 'Offensive', 'Barrage', 'Dispatch', 'Foxhole'],
    sentences: [
      'Artillery thundered from the north, and dirt trickled down the walls of the trench.',
      '{lead} spread out the battle map and drew a red circle around {place}.',
      '{friend} saluted. "Third Battalion is in position!"',
      "Under cover of darkness the scouts returned: the enemy's main force was massing to the east.",
      '{lead} knew this battle would decide the fate of the entire line.',
    ],
    intros: [
      'In an age of endless war, {lead} leads a battered unit to hold the last line.',
      'This is the story of a nameless regiment and the soldiers who gave it everything.',
      'From raw recruit to special forces, {lead} earns every stripe in sweat and blood.',
    ],
  },
};

const mystery: GenrePool = {
  id: 8,
  classId: 5,
  femaleLead: 0.45,
  zh: {
    titleHeads: ['午夜', '迷雾', '暗夜', '诡秘', '无声', '第七', '消失的', '致命', '沉默的', '白夜', '雨夜', '罪案', '心理', '古宅', '红色', '密室'],
    titleTails: ['侦探', '谜案', '证人', '凶手', '档案', '密码', '真相', '追踪', '侦探笔记', '侦探事务所', '法医', '疑云', '罪证', '线索', '嫌疑人', '游戏'],
    titlePrefixes: ['重生之', '我的'],
    places: ['案发的公寓', '警局的档案室', '郊外的废弃工厂', '那栋老宅的地下室', '午夜的列车', '海边的别墅'],
    items: ['一张泛黄的照片', '那把沾着泥土的钥匙', '一封匿名信', '死者留下的日记', '一段监控录像'],
    foes: ['那个神秘的凶手', '隐藏在暗处的幕后主使', '警队里的内鬼', '连环杀手“钟表匠”', '看似无辜的证人'],
    goals: ['查明当年的真相', '在下一起命案发生之前找到凶手', '为蒙冤的父亲翻案', '揭开密室之谜'],
    tags: ['悬疑', '推理', '侦探', '刑侦', '本格推理', '密室', '犯罪', '烧脑', '十年悬案背后的惊天真相', '心理悬疑'],
    chapterWords: ['案发现场', '密室之谜', '第二具尸体', '不在场证明', '匿名来信', '真凶现身', '证词疑点', '午夜来电'],
    sentences: [
      '死者的手指僵硬地指向书架，那里少了一本书。',
      '{lead}蹲下身，用镊子从地毯上夹起一根细小的纤维。',
      '{friend}翻开卷宗：“三年前的那起案子，也是同样的手法。”',
      '作为一名侦探，{lead}从不相信巧合。',
      '所有人都有不在场证明，可凶手就在他们中间。',
    ],
    intros: [
      '一桩离奇的命案，把侦探{lead}卷入了一场跨越二十年的阴谋。',
      '真相往往藏在最不起眼的细节里。',
      '七个人，一座孤岛，一封来历不明的邀请函。',
    ],
  },
  en: {
    titleHeads: ['Silent', 'Missing', 'Crimson', 'Locked', 'Last', 'Hidden', 'Midnight', 'Seventh', 'Quiet', 'Hollow', 'Painted', 'Drowned'],
    titleTails: ['Detective', 'Witness', 'Room', 'Clue', 'Case', 'Alibi', 'Inspector', 'Suspect', 'Cipher', 'Motive', 'Confession', 'Mask', 'Letter'],
    titlePrefixes: ['The Case of the', 'Death and the', 'Secrets of the', 'Murder and the'],
    places: ['the apartment where it happened', 'the police archive', 'an abandoned factory outside town', 'the cellar of the old house', 'the midnight train', 'the villa by the sea'],
    items: ['a faded photograph', 'the muddy key', 'an anonymous letter', "the victim's diary", 'a grainy security recording'],
    foes: ['the unknown killer', 'the mastermind in the shadows', 'a mole inside the department', 'the serial killer called the Clockmaker', 'an innocent-looking witness'],
    goals: ['uncover what really happened', 'find the killer before the next murder', "clear a wrongly accused father's name", 'solve the locked-room puzzle'],
    tags: ['detective', 'murder', 'whodunit', 'locked room', 'police', 'crime thriller', 'cold case', 'suspense', 'serial killer'],
    chapterWords: ['Body', 'Alibi', 'Clue', 'Witness', 'Cipher', 'Confession', 'Motive', 'Footprint'],
    sentences: [
      "The dead man's stiff finger pointed at the bookshelf, where one book was missing.",
      '{lead} crouched and lifted a tiny fiber from the carpet with tweezers.',
      '{friend} opened the case file. "Three years ago, the same method was used."',
      'As a detective, {lead} had never believed in coincidence.',
      'Every one of them had an alibi, and yet the killer was among them.',
    ],
    intros: [
      'A bizarre murder drags detective {lead} into a conspiracy twenty years in the making.',
      'The truth always hides in the smallest details.',
      'Seven guests, one island, and an invitation nobody remembers sending.',
    ],
  },
};

export const GENRES: readonly GenrePool[] = [fantasy, urban, history, scifi, wuxia, romance, military, mystery];
