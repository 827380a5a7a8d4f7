/**
 * Icons are referenced by name so that content stays free of React. Each name is a lucide icon's
 * name; `pnpm icons` draws them into ui's sprite, which `Icon` from `@agencia/ui/icon` draws from.
 */
export const iconNames = [
  "Bot",
  "MessageCircle",
  "MessagesSquare",
  "Workflow",
  "Zap",
  "Code",
  "Globe",
  "Megaphone",
  "TrendingUp",
  "ChartBar",
  "ChartLine",
  "ChartPie",
  "Database",
  "Server",
  "Cpu",
  "Brain",
  "Lightbulb",
  "Target",
  "Rocket",
  "Shield",
  "ShieldCheck",
  "Lock",
  "Clock",
  "Timer",
  "Calendar",
  "Users",
  "UserCheck",
  "Handshake",
  "Heart",
  "Award",
  "Trophy",
  "Star",
  "Sparkles",
  "Settings",
  "Wrench",
  "Layers",
  "LayoutDashboard",
  "Smartphone",
  "Monitor",
  "ShoppingCart",
  "Store",
  "Package",
  "Truck",
  "Building2",
  "Briefcase",
  "Scale",
  "Stethoscope",
  "Plane",
  "House",
  "Utensils",
  "Tractor",
  "Car",
  "GraduationCap",
  "Dumbbell",
  "Mail",
  "Phone",
  "MapPin",
  "Search",
  "FileText",
  "Receipt",
  "Wallet",
  "DollarSign",
  "Percent",
  "PiggyBank",
  "Headphones",
  "CircleCheck",
  "RefreshCw",
  "Thermometer",
  "Bug",
  "Wifi",
  "Radio",
  "Leaf",
  "Sun",
  "Eye",
  "MousePointerClick",
  "Send",
  "Inbox",
  "Puzzle",
  "Gauge",
  "BookOpen",
  "CircleHelp",
] as const;

export type IconName = (typeof iconNames)[number];

/** A card with an icon, a title and a description: benefits, features, project types. */
export interface IconCard {
  title: string;
  description: string;
  icon: IconName;
}

/**
 * Exactly six cards: the home page's reasons to choose the agency, a landing's benefits, a service's
 * project types, the hive page's features.
 */
export type SixCards = [IconCard, IconCard, IconCard, IconCard, IconCard, IconCard];
